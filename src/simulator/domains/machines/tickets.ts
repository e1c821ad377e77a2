import { LIMITS } from "../../../api/limits.ts";
import type { Lifecycle } from "./enrollment-validate.ts";

export type RedeemResult = "ok" | "expired" | "used" | "unknown";

interface TicketRecord {
  machineId: string;
  lifecycle: Lifecycle;
  expiresAt: number;
  used: boolean;
}

/**
 * Issued enrollment tickets. They come from crypto.getRandomValues, not the seeded RNG, so they stay
 * unguessable even in a deterministic world; they are never logged or listed.
 */
export class TicketBook {
  private readonly tickets = new Map<string, TicketRecord>();

  issue(machineId: string, lifecycle: Lifecycle, now: number): { ticket: string; expiresAt: number } {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const ticket = `enr_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
    const expiresAt = now + LIMITS.enrollmentTicketLifetimeS * 1000;
    this.tickets.set(ticket, { machineId, lifecycle, expiresAt, used: false });
    return { ticket, expiresAt };
  }

  /** Single use: the first redemption inside 120 s wins; anything later is refused. */
  redeem(ticket: string, now: number): { result: RedeemResult; machineId?: string } {
    const record = this.tickets.get(ticket);
    if (!record) return { result: "unknown" };
    if (record.used) return { result: "used" };
    if (now >= record.expiresAt) return { result: "expired" };
    record.used = true;
    return { result: "ok", machineId: record.machineId };
  }

  get size(): number {
    return this.tickets.size;
  }
}
