import type { IncomingMessage } from "node:http";

/** The signed-in person's role key as an Authorization value, set on the request by the sign-in gate for the proxy. */
const ROLE_BEARER = Symbol("role bearer");
type Carrier = { [ROLE_BEARER]?: string };

export function setRoleBearer(req: IncomingMessage, bearer: string): void {
  (req as Carrier)[ROLE_BEARER] = bearer;
}

export function roleBearerOf(req: IncomingMessage): string | undefined {
  return (req as Carrier)[ROLE_BEARER];
}
