import { beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { loader as adminLoader } from "~/routes/admin/layout";
import {
  freshIp,
  pageRequest,
  registerCustomer,
  routeArgs,
  setupAccounts,
  signedInCookie,
  thrownResponse,
  userRow,
} from "../setup/accounts";

setupAccounts();

const customer = { email: "bilal@shop.example", password: "bilal-password-1", name: "Bilal Ahmed" };
const admin = { email: "owner@shop.example", password: "owner-password-1", name: "Shop Owner" };
let customerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  customerCookie = await registerCustomer(customer);
  expect(await createOrPromoteAdmin(admin)).toBe("created");
  adminCookie = await signedInCookie(freshIp(), admin);
});

const adminPage = (cookie?: string) => adminLoader(routeArgs(pageRequest("/admin", { cookie })));
const postProfile = (form: Record<string, string>) =>
  profileAction(routeArgs(pageRequest("/profile", { cookie: customerCookie, form })));

/** An action's `data(body, { status })` result, or a plain object (status 200). */
function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

describe("the /admin page", () => {
  it("sends a signed-in customer to /auth and never returns data", async () => {
    const response = await thrownResponse(() => adminPage(customerCookie));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("sends a signed-out visitor to /auth", async () => {
    const response = await thrownResponse(() => adminPage());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("gives an admin the dashboard's data", async () => {
    expect(await adminPage(adminCookie)).toEqual({
      name: "Shop Owner",
      twoFactorEnabled: false,
      pipeline: { toQuote: 0, consultationsToday: 0, reviewsWaiting: 0, claimsWaiting: 0 },
    });
  });
});

describe("requireAdmin for resources (api: true)", () => {
  it("answers 403 to a customer and to a signed-out request", async () => {
    for (const cookie of [customerCookie, undefined]) {
      const response = await thrownResponse(() => requireAdmin(pageRequest("/admin/x", { cookie }), { api: true }));
      expect(response.status).toBe(403);
      expect(response.headers.get("Location")).toBeNull();
    }
  });

  it("lets an admin through", async () => {
    const user = await requireAdmin(pageRequest("/admin/x", { cookie: adminCookie }), { api: true });
    expect(user).toMatchObject({ email: admin.email, isAdmin: true });
  });
});

describe("the /profile page", () => {
  it("sends a signed-out visitor to sign in, and back to /profile afterwards", async () => {
    const response = await thrownResponse(() => profileLoader(routeArgs(pageRequest("/profile"))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?reason=account&redirectTo=%2Fprofile");
  });

  it("refuses to change the e-mail address and saves nothing", async () => {
    const before = await userRow(customer.email);
    const result = unwrap(
      await postProfile({ fullName: "Someone Else", phone: "0300 1234567", email: "thief@shop.example" }),
    );
    expect(result).toEqual({ status: 400, body: { intent: "profile", error: "Email cannot be changed" } });
    const after = await userRow(customer.email);
    expect(after).toEqual(before);
    expect(await userRow("thief@shop.example")).toBeUndefined();
  });

  it("saves the full name and a Pakistani phone number in canonical form", async () => {
    const result = unwrap(await postProfile({ fullName: "  Bilal Ahmed Khan ", phone: "0321-765 4321" }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ intent: "profile", ok: expect.any(String) });
    expect(await userRow(customer.email)).toMatchObject({
      email: customer.email,
      name: "Bilal Ahmed Khan",
      phone: "+923217654321",
    });
    const page = await profileLoader(routeArgs(pageRequest("/profile", { cookie: customerCookie })));
    expect(page.user).toMatchObject({ name: "Bilal Ahmed Khan", phone: "+923217654321", isAdmin: false });
  });

  it("accepts the account's own e-mail in the form (any case)", async () => {
    const result = unwrap(
      await postProfile({ fullName: "Bilal Ahmed Khan", phone: "+92 321 7654321", email: "Bilal@Shop.Example" }),
    );
    expect(result.status).toBe(200);
  });

  it("changes nothing when the phone number is not a Pakistani mobile", async () => {
    const before = await userRow(customer.email);
    const result = unwrap(await postProfile({ fullName: "Changed Name", phone: "042 1234567" }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ intent: "profile", errors: { phone: expect.stringMatching(/Pakistani/) } });
    expect(await userRow(customer.email)).toEqual(before);
  });
});
