import { describe, expect, it } from "vitest";
import { statusBadgeTones, unknownStatusTone } from "~/modules/orders/components/status-badge-tones";
import { REQUEST_STATUSES, requestStatus, requestStatusTones } from "./request-status";

describe("a request's status", () => {
  const today = "2026-12-01";

  it("is the stored state while nothing else decides", () => {
    expect(requestStatus("received", null, null, today)).toBe("received");
    expect(requestStatus("declined", "2026-11-01", null, today)).toBe("declined");
    expect(requestStatus("accepted", "2026-11-01", "pending", today)).toBe("accepted");
  });

  it("is Expired once the latest quote's last day has passed, not on that day", () => {
    expect(requestStatus("quoted", "2026-12-01", null, today)).toBe("quoted");
    expect(requestStatus("quoted", "2026-11-30", null, today)).toBe("expired");
  });

  it("is Ordered once the shop has taken the order on, not while it waits or after a cancellation", () => {
    expect(requestStatus("accepted", null, "confirmed", today)).toBe("ordered");
    expect(requestStatus("accepted", null, "delivered", today)).toBe("ordered");
    expect(requestStatus("accepted", null, "cancelled", today)).toBe("accepted");
  });

  it("wears only badge colours whose contrast the order status badge test proves", () => {
    const proven = new Set([...Object.values(statusBadgeTones), unknownStatusTone]);
    for (const status of REQUEST_STATUSES) expect(proven.has(requestStatusTones[status]), status).toBe(true);
  });
});
