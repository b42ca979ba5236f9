import { formatPrice } from "~/utils/money";
import type { VariantRevenue } from "../analytics";

const count = new Intl.NumberFormat("en-US");

/**
 * 'Best sellers by variant': which fabric, finish or size of a product sells, over the same
 * orders as the products' chart. A table rather than a chart: each row needs its product, its
 * variant and its SKU read side by side, which bars cannot show.
 */
export function TopVariants({ variants }: { variants: VariantRevenue[] }) {
  return (
    <section
      aria-labelledby="analytics-variants"
      className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6"
      data-testid="analytics-top-variants"
    >
      <h3 id="analytics-variants" className="text-xl font-medium text-espresso">
        Best sellers by variant
      </h3>
      <p className="mt-1 text-sm text-muted">
        All time; cancelled orders not counted. Products sold in options only, by the variant each order recorded.
      </p>
      {variants.length > 0 ? (
        <div role="region" aria-label="Best sellers by variant: table" tabIndex={0} className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm tabular-nums">
            <thead className="bg-cream">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Product
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Variant
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  SKU
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Units sold
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((row) => (
                <tr key={`${row.product}|${row.variant}`} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {row.product}
                  </th>
                  <td className="px-3 py-1.5">{row.variant}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{row.sku ?? "—"}</td>
                  <td className="px-3 py-1.5 text-right">{count.format(row.units)}</td>
                  <td className="px-3 py-1.5 text-right">{formatPrice(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="py-8 text-center text-sm text-muted">No variants sold yet.</p>
      )}
    </section>
  );
}
