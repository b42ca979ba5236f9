import { data } from "react-router";
import { z } from "zod";
import { fieldErrors } from "~/utils/form-fields";
import { ADDRESS_BOOK_FULL } from "./address-book-limits";
import { ADDRESS_FIELD_NAMES, addressFieldsSchema } from "./address-book.schema";
import { addAddress, deleteAddress, editAddress, makeDefaultAddress } from "./address-book.server";
import type { SessionUser } from "./session.server";

type FormFields = Record<string, FormDataEntryValue>;

/** The Addresses tab's forms, by their `intent`. */
export const ADDRESS_INTENTS = ["address-add", "address-edit", "address-delete", "address-default"] as const;
type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export function isAddressIntent(intent: unknown): intent is AddressIntent {
  return ADDRESS_INTENTS.includes(intent as AddressIntent);
}

/** What a form of the Addresses tab answers. */
export interface AddressBookResult {
  intent: "addresses";
  /** Which form answers: the add form, an edit of `addressId`, or a list's button. */
  form: "add" | "edit" | "list";
  addressId?: string;
  ok?: string;
  error?: string;
  errors?: Record<string, string>;
  /** What was typed, to fill the form again (a page without JavaScript renders from it). */
  values?: Record<string, string>;
}

export const ADDRESS_NOT_FOUND = "That address was not found. It may have been deleted already.";
const CHECK_FIELDS = "Please check the fields marked below.";

const answer = (result: Omit<AddressBookResult, "intent">, status = 200) =>
  data<AddressBookResult>({ intent: "addresses", ...result }, { status });

const addressIdSchema = z.object({ addressId: z.uuid() });

function typedValues(form: FormFields) {
  return Object.fromEntries(
    ADDRESS_FIELD_NAMES.map((name) => [name, typeof form[name] === "string" ? form[name].slice(0, 1000) : ""]),
  );
}

/**
 * POST /profile with an address intent, for the signed-in `user` only (handleProfile has
 * checked): every change is bound to their own book; another customer's address is 'not
 * found' and nothing changes. Each answer is safe to repeat.
 */
export async function handleAddressBook(user: SessionUser, form: FormFields) {
  const intent = form.intent as AddressIntent;
  const id = addressIdSchema.safeParse(form);
  if (intent === "address-add") return add(user, form);
  const formName = intent === "address-edit" ? "edit" : "list";
  if (!id.success) return answer({ form: formName, error: ADDRESS_NOT_FOUND }, 404);
  const addressId = id.data.addressId;
  if (intent === "address-edit") return edit(user, addressId, form);
  if (intent === "address-delete") {
    if (!(await deleteAddress(user.id, addressId))) return answer({ form: "list", error: ADDRESS_NOT_FOUND }, 404);
    return answer({ form: "list", addressId, ok: "Address deleted." });
  }
  if (!(await makeDefaultAddress(user.id, addressId))) return answer({ form: "list", error: ADDRESS_NOT_FOUND }, 404);
  return answer({ form: "list", addressId, ok: "Default address changed: checkout starts from it." });
}

async function add(user: SessionUser, form: FormFields) {
  const values = typedValues(form);
  const parsed = addressFieldsSchema.safeParse(form);
  if (!parsed.success) {
    return answer({ form: "add", error: CHECK_FIELDS, errors: fieldErrors(parsed.error), values }, 400);
  }
  const result = await addAddress(user.id, parsed.data);
  if (!result.ok) {
    const error = result.reason === "full" ? ADDRESS_BOOK_FULL : "Your account was not found.";
    return answer({ form: "add", error, values }, result.reason === "full" ? 409 : 404);
  }
  const ok =
    result.change === "added"
      ? "Address saved."
      : result.change === "relabelled"
        ? "That address was already saved: its label is updated."
        : "That address is already in your address book.";
  return answer({ form: "add", addressId: result.address.id, ok });
}

async function edit(user: SessionUser, addressId: string, form: FormFields) {
  const values = typedValues(form);
  const parsed = addressFieldsSchema.safeParse(form);
  if (!parsed.success) {
    return answer({ form: "edit", addressId, error: CHECK_FIELDS, errors: fieldErrors(parsed.error), values }, 400);
  }
  const result = await editAddress(user.id, addressId, parsed.data);
  if (!result.ok) {
    if (result.reason === "not-found") return answer({ form: "edit", error: ADDRESS_NOT_FOUND }, 404);
    const error = "Another entry of your address book is this same address.";
    return answer({ form: "edit", addressId, error, values }, 409);
  }
  return answer({ form: "edit", addressId, ok: result.changed ? "Address updated." : "No changes to save." });
}
