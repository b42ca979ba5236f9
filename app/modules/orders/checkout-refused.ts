import type { db } from "~/db/client.server";
import type { PriceChange } from "./checkout-quote";

/** The transaction placeOrder runs in, as its steps receive it. */
export type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** A failure the customer can act on: the transaction rolls back and the message is shown. */
export class CheckoutRefused extends Error {
  constructor(
    message: string,
    readonly priceChange?: PriceChange,
  ) {
    super(message);
  }
}
