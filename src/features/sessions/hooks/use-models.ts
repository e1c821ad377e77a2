import { useQuery } from "@tanstack/react-query";
import { modelsQueryOptions } from "../queries";

/** useModels() — GET /agent-auth/models for the composer's model override (the request value "auto" is not listed). */
export function useModels(options: { enabled?: boolean } = {}) {
  return useQuery({ ...modelsQueryOptions(), enabled: options.enabled ?? true });
}
