import { Link } from "react-router";
import { AdminFigures } from "~/components/admin/admin-figures";
import { formatPakistaniPhone } from "~/utils/phone";
import { formatShopDate } from "~/utils/shop-time";
import type { DemandRow } from "../admin-stock-alerts.server";

type Row = Omit<DemandRow, "lastAsked"> & { lastAsked: string | Date };

/** One card per variant asked about: the piece, its stock, and who waits, was mailed and bought. */
export function AdminStockDemand({ rows, open }: { rows: Row[]; open: string | null }) {
  return (
    <ol role="list" className="grid gap-3">
      {rows.map((row) => {
        const figures = [
          { label: "Waiting", value: row.waiting },
          { label: "Mailed", value: row.sent },
          { label: "Bought after the mail", value: row.bought },
          { label: "Not confirmed", value: row.unconfirmed },
        ];
        return (
          <li
            key={row.variantId}
            data-testid="stock-demand"
            className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <Link
                to={`/admin/products/${row.productId}`}
                className="font-display text-xl font-medium text-walnut underline-offset-4 hover:underline"
              >
                {row.name}
              </Link>
              <p className="text-sm text-muted">
                SKU {row.sku} · {row.stock > 0 ? `${row.stock} in stock` : "sold out"} · last asked{" "}
                {formatShopDate(row.lastAsked)}
              </p>
              {row.waiting > 0 && (
                <Link
                  to={open === row.variantId ? "/admin/stock-alerts" : `/admin/stock-alerts?variant=${row.variantId}`}
                  className="text-sm font-semibold text-walnut underline underline-offset-4"
                  aria-expanded={open === row.variantId}
                >
                  {open === row.variantId ? "Hide who waits" : "Who waits"}
                </Link>
              )}
            </div>
            <AdminFigures figures={figures} className="sm:grid-cols-4" />
          </li>
        );
      })}
    </ol>
  );
}

/** The people waiting for one variant, in the order they confirmed: for a call or a message. */
export function WaitingPeople({
  name,
  people,
}: {
  name: string;
  people: { email: string; phone: string | null; confirmedAt: string | Date | null }[];
}) {
  return (
    <section aria-labelledby="waiting-heading" className="mt-8">
      <h3 id="waiting-heading" className="font-display text-2xl font-medium">
        Waiting for the {name}
      </h3>
      <ol className="mt-4 grid gap-2">
        {people.map((person) => (
          <li
            key={person.email}
            className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 rounded-xl border border-line bg-linen px-4 py-3"
          >
            <a
              href={`mailto:${person.email}`}
              className="font-semibold wrap-anywhere text-walnut underline-offset-4 hover:underline"
            >
              {person.email}
            </a>
            <span className="text-sm text-muted">
              {person.phone ? formatPakistaniPhone(person.phone) : "no phone"}
              {person.confirmedAt && ` · since ${formatShopDate(person.confirmedAt)}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
