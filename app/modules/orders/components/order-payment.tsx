import { CopyButton } from "~/components/ui/copy-button";
import { formatPrice } from "~/utils/money";
import type { OrderAccount } from "../order-account";
import type { OrderPageData } from "../order-page.server";
import { BankDetails } from "./bank-details";

// The order page's Payment section: what the buyer owes, pays or was given back, from the account only.

/** Where the money stands and what to do about it, from the order's account only. */
export function OrderPayment({
  account,
  bank,
  paymentMethod,
}: {
  account: OrderAccount;
  bank: OrderPageData["bank"];
  paymentMethod: OrderPageData["order"]["paymentMethod"];
}) {
  const { ask, money } = account;
  const received =
    money.paid > 0 && ask.kind !== "none" ? (
      <p className="mt-2 text-muted" data-testid="amount-paid">
        Received so far: {formatPrice(money.paid)}.
      </p>
    ) : null;
  switch (ask.kind) {
    case "advance":
      return (
        <>
          <p data-testid="advance-due">
            <strong>{account.moneyText}.</strong>
          </p>
          <p className="mt-2">
            Please transfer the advance of <strong>{formatPrice(ask.amount)}</strong> to the account below, with your
            order number as the reference: we start making your order once it arrives.{" "}
            {paymentMethod === "cod"
              ? "The balance is paid in cash on delivery."
              : "The balance is paid by bank transfer before delivery."}
          </p>
          {bank && <OrderBankDetails bank={bank} number={account.number} />}
        </>
      );
    case "cash":
      return (
        <>
          <p>
            Cash on delivery: please have{" "}
            <strong data-testid="amount-due">
              {formatPrice(ask.amount)}
              {money.totalOpen ? " plus the delivery charge we confirm" : ""}
            </strong>{" "}
            ready in cash when your order is delivered.
          </p>
          {received}
        </>
      );
    case "transfer":
      return (
        <>
          <p>
            Bank transfer: please transfer{" "}
            <strong data-testid="amount-due">
              {formatPrice(ask.amount)}
              {money.totalOpen ? " plus the delivery charge we confirm" : ""}
            </strong>{" "}
            to the account below, with your order number as the reference. We prepare your order once the payment
            arrives.
          </p>
          {received}
          {bank && <OrderBankDetails bank={bank} number={account.number} />}
        </>
      );
    case "none":
      return (
        <p>
          <strong data-testid="payment-standing">{money.standingLabel}</strong>
          {account.moneyText !== money.standingLabel ? `: ${account.moneyText}.` : "."}
          {money.paid > 0 && money.standing === "paid" ? ` We received ${formatPrice(money.paid)}. Thank you.` : ""}
          {money.refunded > 0 && (
            <span className="mt-2 block" data-testid="amount-refunded">
              Refunded to you: {formatPrice(money.refunded)}.
            </span>
          )}
        </p>
      );
  }
}

/** The shop's account with the order number as the transfer's reference, to copy. */
function OrderBankDetails({ bank, number }: { bank: NonNullable<OrderPageData["bank"]>; number: string }) {
  return (
    <BankDetails bank={bank}>
      <dt className="font-semibold">Reference</dt>
      <dd className="flex flex-wrap items-center gap-3">
        <span className="font-mono font-semibold">{number}</span>
        <CopyButton text={number} label="Copy reference" />
      </dd>
    </BankDetails>
  );
}
