/** The server's sign-in, asked to come back to this very page (the server checks it stays on this origin). */
export function signInPath(at: Pick<Location, "pathname" | "search" | "hash">): string {
  return `/auth/sign-in?return=${encodeURIComponent(at.pathname + at.search + at.hash)}`;
}
