import { formatPrice } from "~/utils/money";
import type { RevenueReductions } from "../analytics";
import { Metric } from "./metric";

const count = new Intl.NumberFormat("en-US");
const orderCount = (n: number) => `${count.format(n)} ${n === 1 ? "order" : "orders"}`;

/**
 * Revenue before sales and discount codes, and what each gave away (issue 35), beside the booked
 * revenue above them: the same orders, so the booked revenue and the two reductions add up to the first.
 */
export function RevenueReductionsCards({ reductions }: { reductions: RevenueReductions }) {
  const { given, saleGiven, beforeReductions, ordersWithCode, ordersOnSale } = reductions;
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 lg:grid-cols-4">
      <Metric
        id="revenue-before-reductions"
        label="Revenue before reductions"
        value={formatPrice(beforeReductions)}
        note="Total revenue plus what sales and codes took off"
        className="col-span-2"
      />
      <Metric
        id="sale-reductions-given"
        label="Sale reductions"
        value={formatPrice(saleGiven)}
        note={`Off the prices of pieces, on ${orderCount(ordersOnSale)} with a piece on sale`}
      />
      <Metric
        id="reductions-given"
        label="Code reductions"
        value={formatPrice(given)}
        note={`Off pieces and delivery, on ${orderCount(ordersWithCode)} with a code`}
      />
    </dl>
  );
}
