/**
 * The advance rule in the buyer's words before the order (issue 33, part 3): the line the product
 * page and the cart show, and the cash option checkout offers. Pure and small, for the browser.
 * No amount is computed here: the figures are the ones advance.ts and the checkout quote give.
 */
import { formatPrice } from "~/utils/money";
import { advanceFor, type AdvanceRule } from "./advance";

/** The rule as the product page and the cart say it: its point, and how it is paid. */
export interface AdvanceRuleWords {
  title: string;
  rest: string;
}

/**
 * 'Orders from PKR 150,000: 50 % advance' ('by bank transfer, the balance on delivery.') for a
 * price or a cart's subtotal that the rule reaches (the test advanceFor makes); null below the
 * threshold or when the shop asks no advance. Their loaders call it: the pages' scripts carry no copy.
 */
export function advanceRuleLine(amount: number, rule: AdvanceRule): AdvanceRuleWords | null {
  if (advanceFor(amount, rule) <= 0) return null;
  // A threshold of 0 asks the advance of every order: 'Orders from PKR 0' would read as a joke.
  const which = rule.advanceMinTotal > 0 ? `Orders from ${formatPrice(rule.advanceMinTotal)}` : "Every order";
  return { title: `${which}: ${rule.advancePercent} % advance`, rest: "by bank transfer, the balance on delivery." };
}

/** The cash option's name and its amounts, as the radio button's label says them. */
export interface PaymentOptionWords {
  label: string;
  text: string;
}

/**
 * The cash-on-delivery option where the rule asks an advance: it is not cash on delivery alone,
 * so its label says what the buyer will pay and how ('50 % advance by bank transfer, balance in
 * cash on delivery'; 'PKR 132,500 now, PKR 132,500 on delivery'). `total` and `advance` are
 * checkout's own (checkoutQuote, orderAdvance); null when no advance is asked.
 */
export function cashOptionWithAdvance(
  percent: number,
  figures: { total: number; advance: number; deliveryOpen: boolean },
): PaymentOptionWords | null {
  const { total, advance, deliveryOpen } = figures;
  if (advance <= 0) return null;
  const balance = total - advance;
  // While delivery is to be confirmed its charge is in neither figure yet (AdvanceNote explains).
  const later = deliveryOpen ? ", delivery charge to come" : "";
  if (balance <= 0) {
    return {
      label: "Full payment in advance by bank transfer",
      text: `${formatPrice(advance)} now, nothing on delivery${later}`,
    };
  }
  return {
    label: `${percent} % advance by bank transfer, balance in cash on delivery`,
    text: `${formatPrice(advance)} now, ${formatPrice(balance)} on delivery${later}`,
  };
}
