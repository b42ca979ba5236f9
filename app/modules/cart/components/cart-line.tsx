import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { Link, useFetcher } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SalePrice } from "~/modules/catalog/components/sale-price";
import { useNotice } from "~/components/ui/toaster";
import { productPath } from "~/utils/paths";
import { availabilityText, lineAvailability } from "../cart-availability";
import { lineMakingText } from "../cart-making";
import type { Cart } from "../cart.server";

type Line = Cart["lines"][number];

/** One cart row: picture, name, price, its making time if made to order, quantity steppers (1..stock) and remove. */
export function CartLine({ line }: { line: Line }) {
  const fetcher = useFetcher();
  useNotice(fetcher.data);
  // While a change is on its way, show the quantity it asks for.
  const pending = fetcher.formData?.get("intent") === "set" ? Number(fetcher.formData.get("quantity")) : null;
  const quantity = pending ?? line.quantity;
  const removing = fetcher.formData?.get("intent") === "remove";
  const availability = lineAvailability(line);
  const problem = availabilityText(availability);
  const making = lineMakingText(line.leadTimeWeeks);
  const step =
    "grid size-9 place-items-center rounded-full text-espresso hover:bg-cream disabled:pointer-events-none disabled:opacity-35";

  return (
    <li
      data-testid="cart-line"
      className={`flex gap-4 py-5 transition-opacity sm:gap-6 ${removing ? "opacity-40" : ""}`}
    >
      <Link
        to={productPath(line.slug)}
        className="block w-24 shrink-0 self-start overflow-hidden rounded-xl bg-cream sm:w-32"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.image ? (
          <ResponsiveImage src={line.image} alt="" sizes="128px" className="aspect-[4/3] h-auto w-full object-cover" />
        ) : (
          <span className="grid aspect-[4/3] place-items-center text-xs text-muted">No Image</span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          {line.categoryName && (
            <p className="text-xs font-bold tracking-[0.18em] text-terracotta uppercase">{line.categoryName}</p>
          )}
          <h2 className="mt-1 font-display text-lg leading-snug font-medium">
            <Link to={productPath(line.slug)} className="underline-offset-4 hover:underline">
              {line.name || "Unknown Product"}
            </Link>
          </h2>
          <SalePrice className="mt-1 font-semibold text-walnut" price={line.price} sale={line.sale} />
          {/* Said as the product page says it, so the buyer knows this piece is made for them. */}
          {making && (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-sage" data-testid="cart-line-making">
              <span className="size-2 shrink-0 rounded-full bg-sage" aria-hidden="true" />
              {making}
            </p>
          )}
          {problem && (
            <p className="mt-1 text-sm font-medium text-terracotta" data-testid="cart-line-problem">
              {problem}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <fetcher.Form
            method="post"
            action="/cart"
            className="inline-flex items-center gap-1 rounded-full border border-line bg-linen p-1"
          >
            <input type="hidden" name="intent" value="set" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              name="quantity"
              value={availability.kind === "short" ? availability.stock : quantity - 1}
              className={step}
              disabled={quantity <= 1 || availability.kind === "sold-out"}
              aria-label={`Decrease quantity of ${line.name}`}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output className="w-8 text-center font-semibold" aria-label={`Quantity of ${line.name}`}>
              {quantity}
            </output>
            <button
              type="submit"
              name="quantity"
              value={quantity + 1}
              className={step}
              disabled={quantity >= line.stock}
              aria-label={`Increase quantity of ${line.name}`}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </fetcher.Form>
          <fetcher.Form method="post" action="/cart">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              className="grid size-10 place-items-center rounded-full text-terracotta hover:bg-terracotta/10"
              aria-label={`Remove ${line.name}`}
            >
              <Trash2 className="size-5" aria-hidden="true" />
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}
