import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customerAddresses, users } from "~/db/schema";
import { log } from "~/utils/log.server";
import { ADDRESS_BOOK_LIMIT } from "./address-book-limits";
import { sameAddress, type AddressFields } from "./address-book.schema";

/** What pages show of a saved address (dates stay in the database). */
const shown = {
  id: customerAddresses.id,
  label: customerAddresses.label,
  fullName: customerAddresses.fullName,
  phone: customerAddresses.phone,
  address: customerAddresses.address,
  city: customerAddresses.city,
  isDefault: customerAddresses.isDefault,
};

export type SavedAddress = { id: string; label: string | null; isDefault: boolean } & Omit<AddressFields, "label">;

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** The customer's addresses: the default first, then the newest. */
export async function listAddresses(userId: string): Promise<SavedAddress[]> {
  return db()
    .select(shown)
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

/**
 * Every change runs in one transaction that first locks the customer's row: two changes of one
 * book (two tabs, a retried form) take turns, so the limit and the one default hold. False when
 * the account is gone.
 */
async function lockBook(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return row !== undefined;
}

const bookOf = (tx: Transaction, userId: string) =>
  tx
    .select(shown)
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));

export type AddResult =
  | { ok: true; address: SavedAddress; change: "added" | "relabelled" | "none" }
  | { ok: false; reason: "full" | "not-found" };

/**
 * Adds an address; the first one becomes the default. An address the book already holds is not
 * added again (a retried form, an order to a known address): a new label renames it.
 */
export async function addAddress(userId: string, fields: AddressFields): Promise<AddResult> {
  return db().transaction(async (tx): Promise<AddResult> => {
    if (!(await lockBook(tx, userId))) return { ok: false, reason: "not-found" };
    const book = await bookOf(tx, userId);
    const same = book.find((entry) => sameAddress(entry, fields));
    if (same) {
      if (!fields.label || fields.label === same.label) return { ok: true, address: same, change: "none" };
      const [renamed] = await tx
        .update(customerAddresses)
        .set({ label: fields.label, updatedAt: new Date() })
        .where(eq(customerAddresses.id, same.id))
        .returning(shown);
      return { ok: true, address: renamed!, change: "relabelled" };
    }
    if (book.length >= ADDRESS_BOOK_LIMIT) return { ok: false, reason: "full" };
    const [added] = await tx
      .insert(customerAddresses)
      .values({ userId, ...fields, isDefault: book.length === 0 })
      .returning(shown);
    return { ok: true, address: added!, change: "added" };
  });
}

export type EditResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "duplicate" };

/** Changes one of the customer's own addresses; one that would repeat another entry is refused. */
export async function editAddress(userId: string, addressId: string, fields: AddressFields): Promise<EditResult> {
  return db().transaction(async (tx): Promise<EditResult> => {
    if (!(await lockBook(tx, userId))) return { ok: false, reason: "not-found" };
    const book = await bookOf(tx, userId);
    const entry = book.find((candidate) => candidate.id === addressId);
    if (!entry) return { ok: false, reason: "not-found" };
    if (book.some((other) => other.id !== addressId && sameAddress(other, fields))) {
      return { ok: false, reason: "duplicate" };
    }
    const unchanged =
      entry.label === fields.label &&
      entry.fullName === fields.fullName &&
      entry.phone === fields.phone &&
      entry.address === fields.address &&
      entry.city === fields.city;
    if (unchanged) return { ok: true, changed: false };
    await tx
      .update(customerAddresses)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)));
    return { ok: true, changed: true };
  });
}

/** Deletes one of the customer's own addresses; when it was the default, the newest left takes its place. */
export async function deleteAddress(userId: string, addressId: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    if (!(await lockBook(tx, userId))) return false;
    const [deleted] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [newest] = await bookOf(tx, userId).limit(1);
      if (newest) {
        await tx
          .update(customerAddresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(eq(customerAddresses.id, newest.id));
      }
    }
    return true;
  });
}

/** Makes one of the customer's own addresses the default (the one checkout starts from). */
export async function makeDefaultAddress(userId: string, addressId: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    if (!(await lockBook(tx, userId))) return false;
    const [entry] = await tx
      .select({ isDefault: customerAddresses.isDefault })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)));
    if (!entry) return false;
    if (entry.isDefault) return true;
    const now = new Date();
    await tx
      .update(customerAddresses)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
    await tx
      .update(customerAddresses)
      .set({ isDefault: true, updatedAt: now })
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.userId, userId)));
    return true;
  });
}

/**
 * After a signed-in customer's order: its delivery details join the book unless an identical
 * entry is there (the first becomes the default; a full book is left as it is). Never throws:
 * the order is placed whatever happens here.
 */
export async function rememberDeliveryAddress(
  userId: string,
  details: Pick<AddressFields, "fullName" | "phone" | "address" | "city">,
): Promise<void> {
  try {
    const { fullName, phone, address, city } = details;
    const result = await addAddress(userId, { label: null, fullName, phone, address, city });
    if (!result.ok && result.reason === "full") log.info("Address book full: the order's address was not saved");
  } catch (error) {
    log.error("Saving an order's address to the address book failed", { error: String(error) });
  }
}

/** The default address to start checkout from, or null when the book is empty. */
export const defaultAddressOf = (addresses: SavedAddress[]) => addresses.find((entry) => entry.isDefault) ?? null;
