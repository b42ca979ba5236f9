import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { twoFactors, users } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { loader as ordersLoader } from "~/routes/admin/orders";
import { loader as csvLoader } from "~/routes/resources/admin-orders-csv";
import { freshIp, pageRequest, routeArgs, setupAccounts, signedInCookie, thrownResponse } from "../setup/accounts";
import { unwrap } from "../setup/admin-orders";
import { auditEntries } from "../setup/audit";
import { codeStep, customer, enable, owner, signInStep } from "../setup/two-factor";

/**
 * Two-factor sign-in through the shop's own forms, as a browser posts them:
 * set-up with a code computed from the shown secret (RFC 6238), sign-in with
 * password then code, wrong codes refused, a backup code once and not twice,
 * the shop's setting that requires it of admins, and the audit entries.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
setupAccounts();

describe("an admin", () => {
  let cookie = "";

  beforeAll(async () => {
    await createOrPromoteAdmin(owner);
    cookie = await signedInCookie(freshIp(), owner);
  });

  it("is sent to set it up before any admin page when the shop requires it, and let in once it is on", async () => {
    const settings = await getShopSettings();
    expect(settings.requireAdminTwoFactor).toBe(false);
    // Off (the demo shop): the dashboard opens with the password alone.
    expect(unwrap(await ordersLoader(routeArgs(pageRequest("/admin", { cookie })))).status).toBe(200);

    await saveShopSettings({ ...settings, requireAdminTwoFactor: true });
    const page = await thrownResponse(() => ordersLoader(routeArgs(pageRequest("/admin", { cookie }))));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/profile?tab=security");
    const resource = await thrownResponse(() => csvLoader(routeArgs(pageRequest("/admin/orders.csv", { cookie }))));
    expect(resource.status).toBe(403);

    ({ cookie } = await enable(cookie, owner.password));
    expect(unwrap(await ordersLoader(routeArgs(pageRequest("/admin", { cookie })))).status).toBe(200);
    await saveShopSettings({ ...settings, requireAdminTwoFactor: false });
  });

  it("leaves sign-ins, failures and wrong codes in the audit log; a customer's stay out of it", async () => {
    const enabled = await auditEntries("account.two-factor-enabled");
    expect(enabled.map((entry) => entry.actorEmail)).toEqual([owner.email]);

    await signInStep({ email: owner.email, password: "wrong-password-1" });
    await signInStep({ email: customer.email, password: "wrong-password-1" });
    const failed = await auditEntries("auth.sign-in-failed");
    expect(failed.map((entry) => entry.actorEmail)).toEqual([owner.email]);
    expect(failed[0]!.ipAddress).toMatch(/^10\./);

    const first = await signInStep(owner);
    const [row] = await db().select().from(users).where(eq(users.email, owner.email));
    const started = await db().select().from(twoFactors).where(eq(twoFactors.userId, row!.id));
    expect(started).toHaveLength(1);
    await codeStep(first.cookie, "totp", "000000");
    expect((await auditEntries("auth.two-factor-failed")).map((entry) => entry.actorEmail)).toEqual([owner.email]);
  });
});
