import { describe, expect, it } from "vitest";
import { TicketBook } from "./tickets.ts";

describe("TicketBook", () => {
  it("redeems once, within 120 seconds", () => {
    const book = new TicketBook();
    const { ticket, expiresAt } = book.issue("m1", "persistent", 1_000);
    expect(expiresAt).toBe(121_000);
    expect(book.redeem(ticket, 120_999)).toEqual({ result: "ok", machineId: "m1" });
    expect(book.redeem(ticket, 121_000).result).toBe("used");
    expect(book.redeem("enr_nope", 0).result).toBe("unknown");
  });

  it("refuses an expired ticket and issues distinct tickets", () => {
    const book = new TicketBook();
    const a = book.issue("m1", "ephemeral", 0);
    const b = book.issue("m1", "ephemeral", 0);
    expect(a.ticket).not.toBe(b.ticket);
    expect(book.redeem(a.ticket, 120_000).result).toBe("expired");
  });
});
