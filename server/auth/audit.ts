/**
 * The audit trail: one JSON line on stdout per proxied write and per sign-in, refusal and sign-out,
 * for a log pipeline to pick up (docs/operations.md "Audit trail"). Lines name people and requests,
 * never bodies, secret values, keys or cookies: nothing here is handed any of them.
 */
export interface AuditEvent {
  event: "write" | "sign_in" | "sign_in_refused" | "refused" | "sign_out";
  subject: string | null;
  email: string | null;
  /** The ROLE_KEYS group the person acts as. */
  group: string | null;
  method: string;
  /** Path only: a query string is not recorded. */
  path: string;
  status: number;
  request_id: string | null;
  /** Why, for refusals (a fixed word, never provider text). */
  reason?: string;
}

export type Audit = (event: AuditEvent) => void;

export function auditLine(event: AuditEvent, now: Date = new Date()): string {
  const q = event.path.indexOf("?");
  const path = q === -1 ? event.path : event.path.slice(0, q);
  return `${JSON.stringify({ audit: true, time: now.toISOString(), ...event, path })}\n`;
}

export const stdoutAudit: Audit = (event) => {
  process.stdout.write(auditLine(event));
};
