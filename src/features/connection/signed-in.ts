import { queryOptions, useQuery } from "@tanstack/react-query";
import { onSignInRequired, readSignedInPerson, type SignedInPerson } from "@/api/client";
import { readServerConfig } from "./server-config";
import { signInPath } from "./sign-in-path";

/** Who is signed in to the dashboard's server: only asked where the server signs people in. */
export function signedInQueryOptions() {
  return queryOptions({
    queryKey: ["signed-in"] as const,
    queryFn: ({ signal }) => readSignedInPerson(signal),
    staleTime: 5 * 60_000,
    // Asking again now and then also renews the session's idle clock while a tab is open.
    refetchInterval: 5 * 60_000,
  });
}

export function useSignedInPerson(): SignedInPerson | null {
  const enabled = readServerConfig()?.signIn === true;
  const { data } = useQuery({ ...signedInQueryOptions(), enabled });
  return enabled ? (data ?? null) : null;
}

/**
 * Where the server signs people in, an ended session (401 `sign_in_required`) sends the page through
 * sign-in and back to where it was. Once: several failing requests make one trip, not a loop.
 */
export function watchSignIn(): void {
  if (readServerConfig()?.signIn !== true) return;
  let leaving = false;
  onSignInRequired(() => {
    if (leaving) return;
    leaving = true;
    window.location.assign(signInPath(window.location));
  });
}
