import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { promoteListedAdmins } from "~/modules/accounts/admin-promotion.server";
import { auth } from "~/modules/accounts/auth.server";
import { readSession } from "~/modules/accounts/session.server";
import { loader as adminLoader } from "~/routes/admin/layout";
import {
  choosePasswordPage,
  confirmByLink,
  freshIp,
  openLatestVerifyLink,
  pageRequest,
  routeArgs,
  setupAccounts,
  signedInCookie,
  signIn,
  signUp,
  userRow,
} from "../setup/accounts";

// Listed before anything reads env(): mixed case and spaces, as people write them.
setupAccounts({ ADMIN_EMAILS: " Manager@Shop.Example , partner@shop.example" });

const passwordHash = async (userId: string) =>
  (await db().select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0]?.password;

const isAdminSession = async (cookie: string) => (await readSession(pageRequest("/", { cookie }))).user?.isAdmin;

describe("createOrPromoteAdmin", () => {
  it("creates a verified admin who can sign in", async () => {
    const owner = { email: "Owner@Shop.Example", password: "owner-password-1", name: "Imran Shahkaar" };
    expect(await createOrPromoteAdmin(owner)).toBe("created");
    expect(await userRow("owner@shop.example")).toMatchObject({
      name: "Imran Shahkaar",
      role: "admin",
      emailVerified: true,
    });
    const cookie = await signedInCookie(freshIp(), { email: "owner@shop.example", password: owner.password });
    expect(await isAdminSession(cookie)).toBe(true);
    expect(await adminLoader(routeArgs(pageRequest("/admin", { cookie })))).toMatchObject({
      name: "Imran Shahkaar",
      twoFactorEnabled: false,
    });
  });

  it("refuses a bad address or a short password for a new account", async () => {
    await expect(createOrPromoteAdmin({ email: "not-an-address", password: "long-enough-1" })).rejects.toThrow();
    await expect(createOrPromoteAdmin({ email: "short@shop.example", password: "short" })).rejects.toThrow();
    expect(await userRow("short@shop.example")).toBeUndefined();
  });

  it("promotes an existing (unverified) customer without touching their password", async () => {
    const customer = { email: "faisal@shop.example", password: "faisal-password-1" };
    expect((await signUp(freshIp(), customer)).status).toBe(200);
    const before = await userRow(customer.email);
    expect(before).toMatchObject({ role: "customer", emailVerified: false });
    const hash = await passwordHash(before!.id);

    expect(await createOrPromoteAdmin({ email: " FAISAL@shop.example ", password: "ignored-password-9" })).toBe(
      "promoted",
    );
    expect(await userRow(customer.email)).toMatchObject({ id: before!.id, role: "admin", emailVerified: true });
    expect(await passwordHash(before!.id)).toBe(hash);
    expect((await signIn(freshIp(), { ...customer, password: "ignored-password-9" })).status).toBe(401);
    const cookie = await signedInCookie(freshIp(), customer);
    expect(await isAdminSession(cookie)).toBe(true);

    // Running it again changes nothing more.
    expect(await createOrPromoteAdmin({ email: customer.email, password: "ignored-password-9" })).toBe("promoted");
    expect(await passwordHash(before!.id)).toBe(hash);
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes a listed account admin only once its e-mail is verified", async () => {
    const manager = { email: "manager@shop.example", password: "manager-password-1", name: "Usman M." };
    expect((await signUp(freshIp(), manager)).status).toBe(200);
    expect(await userRow(manager.email)).toMatchObject({ role: "customer", emailVerified: false });

    // Signing in before verifying is refused, and does not promote.
    expect((await signIn(freshIp(), manager)).status).toBe(403);
    expect(await userRow(manager.email)).toMatchObject({ role: "customer", emailVerified: false });
    // Nor does any other change better-auth makes to the unverified account (its update hook runs).
    const { internalAdapter } = await auth().$context;
    await internalAdapter.updateUser((await userRow(manager.email))!.id, { name: "Usman Manager" });
    expect(await userRow(manager.email)).toMatchObject({ role: "customer", emailVerified: false });

    // Opening the link is not enough: the address is proven once its holder chooses the password there.
    choosePasswordPage(await openLatestVerifyLink(manager.email, freshIp()));
    expect(await userRow(manager.email)).toMatchObject({ role: "customer", emailVerified: false });
    expect((await confirmByLink(manager.email, manager.password)).status).toBe(200);
    expect(await userRow(manager.email)).toMatchObject({ role: "admin", emailVerified: true });
    const cookie = await signedInCookie(freshIp(), manager);
    expect(await isAdminSession(cookie)).toBe(true);
    expect(await adminLoader(routeArgs(pageRequest("/admin", { cookie })))).toMatchObject({
      name: "Usman Manager",
      twoFactorEnabled: false,
    });
  });

  it("leaves an address that is not listed a customer after verification", async () => {
    const customer = { email: "rabia@shop.example", password: "rabia-password-1" };
    expect((await signUp(freshIp(), customer)).status).toBe(200);
    expect((await confirmByLink(customer.email, customer.password)).status).toBe(200);
    expect(await userRow(customer.email)).toMatchObject({ role: "customer", emailVerified: true });
  });

  it("promotes a listed account that was verified before it was listed, when it signs in", async () => {
    const partner = { email: "partner@shop.example", password: "partner-password-1", name: "Nadia Partner" };
    expect((await signUp(freshIp(), partner)).status).toBe(200);
    // Verified earlier (say, before ADMIN_EMAILS listed it): no verification event will come again.
    await db().update(users).set({ emailVerified: true }).where(eq(users.email, partner.email));
    expect((await userRow(partner.email))?.role).toBe("customer");
    const cookie = await signedInCookie(freshIp(), partner);
    expect(await isAdminSession(cookie)).toBe(true);
  });

  it("promotes every verified listed account at start-up", async () => {
    await db().update(users).set({ role: "customer" }).where(eq(users.email, "partner@shop.example"));
    await promoteListedAdmins();
    expect((await userRow("partner@shop.example"))?.role).toBe("admin");
  });
});
