import BellRing from "lucide-react/icons/bell-ring";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listStockAlertDemand, listWaitingPeople } from "~/modules/stock-alerts/admin-stock-alerts.server";
import { AdminStockDemand, WaitingPeople } from "~/modules/stock-alerts/components/admin-stock-demand";
import type { Route } from "./+types/stock-alerts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = () => [
  { title: "Stock alerts - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/stock-alerts[?variant=]: the demand for sold-out pieces, and who waits for one. Read only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const variant = new URL(request.url).searchParams.get("variant");
  const open = variant && UUID.test(variant) ? variant : null;
  const [demand, people] = await Promise.all([listStockAlertDemand(), open ? listWaitingPeople(open) : []]);
  return { ...demand, open, people };
}

export default function AdminStockAlerts({ loaderData }: Route.ComponentProps) {
  const { rows, totals, open, people } = loaderData;
  const opened = rows.find((row) => row.variantId === open);
  return (
    <section aria-labelledby="stock-alerts-heading">
      <h2 id="stock-alerts-heading" className="font-display text-3xl font-medium">
        Stock alerts
      </h2>
      <p className="mt-1 text-muted">
        Who asked to hear when a sold-out piece is back: what to make next. Each person is mailed once, when the stock
        goes from none to some.{" "}
        <span className="font-semibold text-espresso" data-testid="alerts-waiting">
          {totals.waiting} waiting
        </span>
        , {totals.sent} mailed.
      </p>
      {rows.length === 0 ? (
        <div className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <BellRing className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">No alerts yet</p>
          <p className="mt-2 text-muted">
            Visitors ask from a sold-out piece&apos;s page (&lsquo;Tell me when it is back&rsquo;).
          </p>
        </div>
      ) : (
        <div className="mt-6">
          <AdminStockDemand rows={rows} open={open} />
        </div>
      )}
      {opened && people.length > 0 && <WaitingPeople name={opened.name} people={people} />}
    </section>
  );
}
