import { data, redirect } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { rememberDeliveryAddress } from "~/modules/accounts/address-book.server";
import { readBasketOwner } from "~/modules/accounts/basket-owner.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { checkoutSchema } from "./checkout.schema";
import { orderPagePath } from "./order-links";
import { placeOrderWithMails } from "./order-mails.server";
import type { PriceChange } from "./checkout-quote";
import { readForm } from "~/utils/form.server";
import { basketCodeCookie } from "~/modules/discounts/basket-code.server";

/** The spec's text for a failure that is not the customer's to fix. */
const FAILED = "Failed to place order. Please try again.";
const CHECK_FIELDS = "Please check the fields marked below.";

export interface CheckoutActionData {
  error: string;
  /** Per field: what is wrong with it (the page lists them in an error summary too). */
  errors: Record<string, string>;
  /** The server's figures when they differ from those the customer saw: confirm with one more click. */
  priceChange?: PriceChange;
  /** What was typed, to fill the form again (a page without JavaScript renders from it). */
  values: Record<string, string>;
}

const KEPT_FIELDS = ["fullName", "email", "phone", "address", "city", "notes", "deliveryOption", "paymentMethod"];

/**
 * POST /checkout, for a signed-in customer's cart or a guest's (the visitor's):
 * validates the form, places the order in one transaction (with both e-mails
 * queued in it) and opens the order's confirmation page. Any refusal rolls
 * everything back and says why; a total that is not the one shown places
 * nothing and shows the new one.
 */
export async function handleCheckout(request: Request) {
  const form = Object.fromEntries(await readForm(request));
  const values = Object.fromEntries(
    KEPT_FIELDS.map((name) => [name, typeof form[name] === "string" ? form[name].slice(0, 2000) : ""]),
  );
  const parsed = checkoutSchema.safeParse(form);
  if (!parsed.success) {
    return data<CheckoutActionData>(
      { error: CHECK_FIELDS, errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const owner = await readBasketOwner(request);
  if (!owner) return data<CheckoutActionData>({ error: "Your cart is empty.", errors: {}, values }, { status: 409 });

  try {
    const result = await placeOrderWithMails(owner, parsed.data, publicOrigin(request));
    if (!result.ok) {
      return data<CheckoutActionData>(
        {
          // A changed total is not a failure: the customer confirms it. Any other refusal keeps
          // the spec's words (DECISIONS: all or nothing), followed by why.
          error: result.priceChange ? result.message : `${FAILED} ${result.message}`,
          errors: {},
          priceChange: result.priceChange,
          values,
        },
        {
          status: result.status,
          // A code refused as the order was placed (used up, ended, already used by this buyer: what the
          // cart could not know of a guest) is forgotten, so the page shows the total without it.
          headers: result.priceChange?.codeProblem
            ? { "Set-Cookie": await basketCodeCookie(request, null) }
            : undefined,
        },
      );
    }
    wakeMailWorker();
    // A signed-in customer's delivery details join their address book (never failing the order).
    if (owner.userId) await rememberDeliveryAddress(owner.userId, parsed.data);
    throw redirect(`${orderPagePath(result.order.number)}?placed=1`);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Placing an order failed", { error: String(error) });
    return data<CheckoutActionData>({ error: FAILED, errors: {}, values }, { status: 500 });
  }
}
