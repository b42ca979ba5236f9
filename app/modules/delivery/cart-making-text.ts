/**
 * What the cart's summary says of the order's longest making time (issue 34, item 4), in the
 * product page's words for time in the workshop ('after 6 weeks in our workshop'). From the
 * cart's `makingDays`, the number checkout quotes every option with, and the rule that quote
 * applies (`withMaking`), so the cart says it exactly when checkout's windows move. Pure; the
 * loader works it out.
 */
import type { DeliveryPolicy } from "./delivery-policy";
import { withMaking } from "./delivery-window";
import { leadTimeText } from "./policy-text";

export interface CartMakingLine {
  /** 'Delivery after 6 weeks in our workshop'. */
  title: string;
  rest: string;
}

/**
 * Null when nothing is made to order, or when every delivery option's own lead is as long
 * (checkout's windows are then the same as without it).
 */
export function cartMakingLine(policy: Pick<DeliveryPolicy, "options">, makingDays: number): CartMakingLine | null {
  if (!(makingDays > 0)) return null;
  const shapes = policy.options.some((option) => withMaking(option.leadDays, makingDays).min > option.leadDays.min);
  if (!shapes) return null;
  return {
    title: `Delivery after ${leadTimeText({ min: makingDays, max: makingDays })} in our workshop`,
    rest: "the longest making time in your cart, which checkout's delivery dates include.",
  };
}
