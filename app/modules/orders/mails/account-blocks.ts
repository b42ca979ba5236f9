import { formatPrice } from "~/utils/money";
import type { MailBlock, MailLine } from "~/modules/mail/layout";
import type { OrderAccount } from "../order-account";
import { testOrderSubject } from "../test-order";

/**
 * The order account's money and delivery as mail blocks: every order mail states them through
 * here, so a mail says what the order page says (issue 33: one account of an order).
 */
export function accountDeliveryLine(account: OrderAccount): MailLine | null {
  switch (account.delivery.kind) {
    case "delivered":
      return { label: "Delivered", value: account.delivery.text.replace(/^Delivered on /, "") };
    case "planned":
      return { label: "Planned delivery", value: account.delivery.text };
    case "window":
      return { label: "Expected delivery", value: account.delivery.text };
    case "none":
      return null;
  }
}

/** The account's lines above the total (Subtotal, 'Discount (EID25)' '−PKR 5,000', delivery …), as mail rows. */
export function accountMoneyLines(account: OrderAccount): MailLine[] {
  return account.money.lines.map(({ label, value }) => ({ label, value }));
}

/** What the buyer must do about money, or where it stands: one paragraph. */
export function accountMoneyBlock(account: OrderAccount): MailBlock | null {
  const { ask, money } = account;
  if (ask.kind === "advance") {
    return {
      kind: "paragraph",
      text: `${account.moneyText}. We start making your order once the advance is received: please transfer it with your order number ${account.number} as the reference.`,
    };
  }
  if (ask.kind === "transfer") {
    return {
      kind: "paragraph",
      text: `${account.moneyText}: please transfer it with your order number ${account.number} as the reference.`,
    };
  }
  if (ask.kind === "cash") {
    // Said once production is under way, when the day comes near; before that the order's total is enough.
    return account.status === "in_production" || account.status === "ready_for_delivery"
      ? { kind: "paragraph", text: `Please have ${formatPrice(ask.amount)} ready in cash on delivery.` }
      : null;
  }
  if (money.owedBack > 0 || money.standing === "refunded" || (money.paid > 0 && money.standing === "paid")) {
    return { kind: "paragraph", text: `Payment: ${account.moneyText}.` };
  }
  return null;
}

/** A mail's subject for the order: '[Test order] ' in front of a test order's. */
export const accountSubject = (account: OrderAccount, subject: string) =>
  testOrderSubject({ isTest: account.testNote !== null }, subject);

/** The test order's note, first in every mail about such an order. */
export const accountTestBlocks = (account: OrderAccount): MailBlock[] =>
  account.testNote ? [{ kind: "paragraph", text: account.testNote }] : [];
