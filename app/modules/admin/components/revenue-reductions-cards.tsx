import { formatPrice } from "~/utils/money";
import type { RevenueReductions } from "../analytics";
import { Metric } from "./metric";

const count = new Intl.NumberFormat("en-US");

/**
 * Revenue before discount codes and what they gave away (issue 35), beside the booked revenue
 * above them: the same orders, so the booked revenue and 'Reductions given' add up to the first.
 */
export function RevenueReductionsCards({ reductions }: { reductions: RevenueReductions }) {
  const { given, beforeReductions, ordersWithCode } = reductions;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 lg:grid-cols-4">
      <Metric
        id="revenue-before-reductions"
        label="Revenue before reductions"
        value={formatPrice(beforeReductions)}
        note="Total revenue plus what codes took off"
        className="col-span-2"
      />
      <Metric
        id="reductions-given"
        label="Reductions given"
        value={formatPrice(given)}
        note={`Off pieces and delivery, on ${count.format(ordersWithCode)} ${ordersWithCode === 1 ? "order" : "orders"} with a code`}
        className="col-span-2"
      />
    </dl>
  );
}
