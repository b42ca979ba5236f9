import { asc, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db } from "~/db/client.server";
import { customerAddresses } from "~/db/schema";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { pageRequest, registerCustomer, routeArgs, setupAccounts, userRow } from "./accounts";

/** Two customers of the address book tests, signed up and verified (filled in beforeAll). */
export const ayesha = { email: "ayesha.book@example.com", password: "ayesha-password-1", name: "Ayesha Khan" };
export const bilal = { email: "bilal.book@example.com", password: "bilal-password-1", name: "Bilal Ahmed" };

/** A fresh database with Ayesha and Bilal signed in: their cookies and account ids. */
export function setupAddressBook() {
  setupAccounts();
  const cookies = { ayesha: "", bilal: "" };
  const ids = { ayesha: "", bilal: "" };
  beforeAll(async () => {
    cookies.ayesha = await registerCustomer(ayesha);
    cookies.bilal = await registerCustomer(bilal);
    ids.ayesha = (await userRow(ayesha.email))!.id;
    ids.bilal = (await userRow(bilal.email))!.id;
  });
  return { cookies, ids };
}

export const home = {
  label: "Home",
  fullName: "Ayesha Khan",
  phone: "0300 1234567",
  address: "12 Mall Road",
  city: "Lahore",
};
export const office = {
  label: "Office",
  fullName: "Ayesha Khan",
  phone: "0321 7654321",
  address: "Plot 4, Blue Area",
  city: "Islamabad",
};

export interface Answer {
  status: number;
  body: {
    intent?: string;
    ok?: string;
    error?: string;
    errors?: Record<string, string>;
    addressId?: string;
    values?: Record<string, string>;
  };
}

/** An action's `data(body, { status })` result, or a plain object (status 200). */
export function unwrap(result: unknown): Answer {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: Answer["body"] };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer["body"] };
}

export const post = async (cookie: string | undefined, form: Record<string, string>) =>
  unwrap(await profileAction(routeArgs(pageRequest("/profile?tab=addresses", { cookie, form }))));
export const add = (cookie: string, address: Record<string, string>) =>
  post(cookie, { intent: "address-add", ...address });

type ProfilePage = Awaited<ReturnType<typeof profileLoader>>;
export const profilePage = async (cookie: string, search = "?tab=addresses") =>
  (await profileLoader(routeArgs(pageRequest(`/profile${search}`, { cookie })))) as ProfilePage;

/** The customer's book as stored, oldest first. */
export const bookOf = (userId: string) =>
  db()
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(asc(customerAddresses.createdAt));

export const clearBook = (userId: string) => db().delete(customerAddresses).where(eq(customerAddresses.userId, userId));
