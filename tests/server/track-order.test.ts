import { describe, expect, it } from "vitest";
import type { TrackingResult } from "~/modules/orders/tracking.server";
import { action } from "~/routes/storefront/track-order";
import { freshIp, ORIGIN, routeArgs, setupAccounts } from "../setup/accounts";
import { found, ORDER_ID, setupTrackedOrders, track, type Tracked } from "../setup/orders";

// Finding an order and masking the customer's details. The per-client limit is in
// track-order-rate-limit.test.ts.

setupAccounts();
const cookies = setupTrackedOrders();

/** Nothing personal anywhere in what is sent to the browser. */
function expectNoPersonalData(result: Tracked) {
  const sent = JSON.stringify(result.body);
  for (const value of [
    "Ayesha",
    "Khan",
    "ayesha.khan",
    "3001234567",
    "300 1234567",
    "1234567",
    "House 12",
    "Model Town",
    "Call before",
  ]) {
    expect(sent).not.toContain(value);
  }
}

const shown = {
  name: "Ayesha Khan",
  email: "ayesha.khan@example.com",
  phone: "+92 300 1234567",
  address: "House 12, Street 4, Model Town\nLahore",
  notes: "Call before delivery, gate 2",
};
const masked = {
  name: "A*** K***",
  email: "a***@example.com",
  phone: "+92 3** *****67",
  address: "***, Lahore",
  notes: null,
};

describe("finding an order", () => {
  it("finds it by its full id, in any case, with status, items, total and date", async () => {
    const { order } = found(await track({ order: ORDER_ID.toUpperCase() }));
    expect(order).toMatchObject({
      number: "A1B2C3D4",
      status: "work_started",
      totalAmount: 102_500,
      paymentMethod: "cod",
      placedAt: "2024-01-05T10:00:00.000Z",
      cancelledAt: null,
    });
    expect(
      order.items.map(({ name, quantity, unitPrice, totalPrice }) => ({ name, quantity, unitPrice, totalPrice })),
    ).toEqual([
      { name: "Brass Side Table", quantity: 1, unitPrice: 12_500, totalPrice: 12_500 },
      { name: "Noor Walnut Dining Chair", quantity: 2, unitPrice: 45_000, totalPrice: 90_000 },
    ]);
  });

  it.each(["a1b2c3d4", "A1B2C3D4", " #A1B2C3D4 ", "a1b2c3d4-e5f6", "A1B2C3D4E5F64A", "a1b2c3d4-e5f6-4a7b-8c"])(
    "finds it by the number or a longer prefix (%j)",
    async (input) => {
      expect(found(await track({ order: input })).order.number).toBe("A1B2C3D4");
    },
  );

  it("does not match a longer prefix that differs after the number", async () => {
    const result = await track({ order: "a1b2c3d4-e5f7" });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({
      state: "not-found",
      title: "Order Not Found",
      message: "No order found with this ID. Please check and try again.",
    });
  });

  it("says so for an unknown number", async () => {
    const result = await track({ order: "FFFFFFFF" });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ state: "not-found", title: "Order Not Found" });
  });

  it("refuses a blank ID and fewer than 8 characters, and shows the empty form without one", async () => {
    expect(await track({ order: "  " })).toMatchObject({
      status: 400,
      body: { state: "invalid", message: "Please enter an order ID" },
    });
    expect(await track({ order: "A1B2C3D" })).toMatchObject({
      status: 400,
      body: { state: "invalid", message: "Please enter at least the 8 characters of your order number." },
    });
    expect(await track({ order: "a1b2c3d4%" })).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await track({})).toMatchObject({ status: 200, body: { state: "idle" } });
  });

  it("is never cached", async () => {
    expect((await track({ order: "A1B2C3D4" })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows a cancelled order as cancelled", async () => {
    const { order } = found(await track({ order: "0FEDCBA9" }));
    expect(order).toMatchObject({ status: "cancelled", cancelledAt: "2024-01-07T10:00:00.000Z" });
  });
});

describe("who sees the customer's details", () => {
  it("masks them for a visitor, on the server", async () => {
    const result = await track({ order: "A1B2C3D4" });
    const body = found(result);
    expect(body.order.details).toBe("masked");
    expect(body.order.customer).toEqual(masked);
    expect(body.contactMismatch).toBe(false);
    expectNoPersonalData(result);
  });

  it("masks them for another signed-in customer", async () => {
    const result = await track({ order: "A1B2C3D4" }, { cookie: cookies.other });
    expect(found(result).order.customer).toEqual(masked);
    expectNoPersonalData(result);
  });

  it("shows them to the signed-in owner", async () => {
    const { order } = found(await track({ order: "a1b2c3d4" }, { cookie: cookies.owner }));
    expect(order.details).toBe("full");
    expect(order.customer).toEqual(shown);
  });

  it("shows them to an admin", async () => {
    const { order } = found(await track({ order: "a1b2c3d4" }, { cookie: cookies.admin }));
    expect(order.customer).toEqual(shown);
  });

  it.each([
    "ayesha.khan@example.com",
    "  Ayesha.Khan@EXAMPLE.com ",
    "0300 1234567",
    "+92-300-1234567",
    "0092 3001234567",
  ])("shows them to a visitor who types the order's e-mail or phone (%j)", async (contact) => {
    const body = found(await track({ order: "A1B2C3D4", contact }));
    expect(body.order.customer).toEqual(shown);
    expect(body.contactMismatch).toBe(false);
  });

  it.each(["someone@example.com", "0300 7654321", "Ayesha Khan", "1234567"])(
    "keeps them masked for a wrong e-mail or phone (%j)",
    async (contact) => {
      const result = await track({ order: "A1B2C3D4", contact }, { cookie: cookies.other });
      const body = found(result);
      expect(body.order.customer).toEqual(masked);
      expect(body.contactMismatch).toBe(true);
      expectNoPersonalData({ ...result, body: { ...body, query: { order: "", contact: "" } } });
    },
  );
});

describe("the form posts, so the e-mail or phone stays out of the address", () => {
  function post(fields: Record<string, string>) {
    const request = new Request(`${ORIGIN}/track-order`, {
      method: "POST",
      headers: { "x-forwarded-for": freshIp() },
      body: new URLSearchParams(fields),
    });
    return action(routeArgs(request));
  }

  it("answers a post with the order's e-mail with the details shown", async () => {
    const result = (await post({ order: "A1B2C3D4", contact: "ayesha.khan@example.com" })) as unknown as {
      data: TrackingResult;
      init: { status: number };
    };
    expect(result.init.status).toBe(200);
    const body = found({ status: 200, headers: new Headers(), body: result.data });
    expect(body.order.customer).toEqual(shown);
  });

  it("sends a post without one to the shareable GET address", async () => {
    const thrown = await post({ order: "a1b2c3d4", contact: "  " }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/track-order?order=a1b2c3d4");
  });
});
