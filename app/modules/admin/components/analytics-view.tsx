import type { Analytics } from "../analytics";
import { OrdersByDay, OrdersByStatus, RevenueByDay, TopProducts } from "./analytics-charts";
import { TopVariants } from "./analytics-variants";
import { Metric } from "./metric";
import { OrderSummaryCards } from "./order-summary-cards";
import { RevenueReductionsCards } from "./revenue-reductions-cards";

const count = new Intl.NumberFormat("en-US");

function SectionTitle({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-2xl font-medium">
        {title}
      </h2>
      {lead && <p className="text-sm text-muted">{lead}</p>}
    </div>
  );
}

/** The Analytics tab: the order summary, the catalogue's four counts, the charts and the best-selling variants. */
export function AnalyticsView({ data }: { data: Analytics }) {
  const { summary, reductions, catalogue, days, byStatus, topProducts, topVariants, testOrders } = data;
  return (
    <div className="space-y-12">
      <section aria-labelledby="analytics-orders">
        <SectionTitle id="analytics-orders" title="Orders" lead="All orders to date" />
        {/* Why a preview's figures stay at zero: its orders are test orders, counted apart. */}
        {testOrders > 0 && (
          <p data-testid="analytics-test-orders" data-count={testOrders} className="-mt-2 mb-4 text-sm text-muted">
            {count.format(testOrders)} test order{testOrders === 1 ? "" : "s"} (placed while the shop was a preview) not
            counted.
          </p>
        )}
        <OrderSummaryCards summary={summary} />
        <RevenueReductionsCards reductions={reductions} />
      </section>

      <section aria-labelledby="analytics-catalogue">
        <SectionTitle id="analytics-catalogue" title="Catalogue" lead="Archived products not counted" />
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Metric id="total-products" label="Total Products" value={count.format(catalogue.totalProducts)} />
          <Metric
            id="active-products"
            label="Active Products"
            value={count.format(catalogue.activeProducts)}
            note={`${count.format(catalogue.totalProducts - catalogue.activeProducts)} inactive`}
          />
          <Metric id="total-categories" label="Total Categories" value={count.format(catalogue.totalCategories)} />
          <Metric id="total-projects" label="Total Projects" value={count.format(catalogue.totalProjects)} />
        </dl>
      </section>

      <section aria-labelledby="analytics-trends">
        <SectionTitle id="analytics-trends" title="Trends" lead="Days in Pakistan time" />
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
          <RevenueByDay days={days} />
          <OrdersByDay days={days} />
          <OrdersByStatus byStatus={byStatus} />
          <TopProducts products={topProducts} />
          {/* The products' chart counts a product's variants together; this table tells them apart. */}
          <div className="lg:col-span-2">
            <TopVariants variants={topVariants} />
          </div>
        </div>
      </section>
    </div>
  );
}
