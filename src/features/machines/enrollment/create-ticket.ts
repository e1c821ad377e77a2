import { api, unwrap } from "@/api/client";
import type { EnrollmentTicket, EnrollmentTicketRequest } from "@/api/types";
import { msOf } from "@/ui/time";

/**
 * POST …/enrollment-tickets, called straight from the wizard on purpose: a useMutation would keep
 * the request and the one-use ticket in the mutation cache. Nothing here logs or stores either.
 */
export function createEnrollmentTicket(
  orgId: string,
  machine: string,
  body: EnrollmentTicketRequest,
  signal?: AbortSignal,
): Promise<EnrollmentTicket> {
  return unwrap(
    api.POST("/v3/organizations/{orgId}/machines/{machine}/enrollment-tickets", {
      params: { path: { orgId, machine } },
      body,
      signal,
    }),
  );
}

/**
 * Seconds from `now` until `expiresAt`, fraction kept, within 0..lifetime (a skewed clock cannot show more
 * than 120 s). Not rounded up: the countdown shows whole seconds itself and reaches 0 at expires_at, where
 * a whole-second start would keep the ticket on screen up to a second after it stopped working.
 */
export function secondsLeft(expiresAt: string, now: number, lifetimeS: number): number {
  const at = msOf(expiresAt);
  if (at === null) return 0;
  return Math.min(lifetimeS, Math.max(0, (at - now) / 1000));
}
