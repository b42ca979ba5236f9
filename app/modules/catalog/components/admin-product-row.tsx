import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useNotice, type Notice } from "~/components/ui/toaster";
import type { AdminProductRow as Row } from "../admin-products.server";
import { formatPrice } from "~/utils/money";
import { ProductStateBadge } from "./admin-product-state";

const cell = "px-3 py-4 align-middle";
const compact = "max-sm:w-9 max-sm:px-0";

/**
 * One product in the admin's list. Activate/Deactivate posts at once; Delete
 * first asks (a confirmation row that works with and without JavaScript).
 */
export function AdminProductRow({
  product,
  listHref,
  confirming,
  selected,
  bulkForm,
}: {
  product: Row;
  /** The list's current view, where the row's forms post and Cancel returns. */
  listHref: string;
  confirming: boolean;
  /** Ticked for a bulk action (kept ticked while its price preview shows). */
  selected: boolean;
  /** The id of the bulk actions' form, which the row's checkbox belongs to. */
  bulkForm: string;
}) {
  const toggle = useFetcher<{ notice?: Notice }>();
  useNotice(toggle.data);
  // While the change is on its way, show the state it asks for.
  const pending = toggle.formData?.get("active");
  const isActive = pending ? pending === "true" : product.isActive;
  const archived = product.archived && !pending;
  const join = listHref.includes("?") ? "&" : "?";

  return (
    <>
      <tr className="border-b border-line last:border-b-0" aria-busy={toggle.state !== "idle"}>
        <td className={`${cell} w-10 pl-4`}>
          <input
            type="checkbox"
            name="ids"
            value={product.id}
            form={bulkForm}
            defaultChecked={selected}
            aria-label={`Select ${product.name || "Unknown Product"}`}
            className="size-5 accent-walnut"
          />
        </td>
        <td className={`${cell} w-20`}>
          {product.image ? (
            <ResponsiveImage
              src={product.image}
              alt=""
              sizes="64px"
              className="aspect-[4/3] h-auto w-16 rounded-lg bg-cream object-cover"
            />
          ) : (
            <span className="grid aspect-[4/3] w-16 place-items-center rounded-lg bg-cream text-[0.65rem] text-muted">
              No Image
            </span>
          )}
        </td>
        <th scope="row" className={`${cell} text-left font-normal`}>
          <Link to={`/admin/products/${product.id}`} className="font-semibold text-espresso hover:underline">
            {product.name || "Unknown Product"}
          </Link>
          {/* On a phone the other columns fold in here. */}
          <span className="mt-1 block text-sm text-muted md:hidden">
            {product.categoryName ?? "No category"} · {formatPrice(product.price)} · {product.stock} in stock
          </span>
          <span className="mt-2 block sm:hidden">
            <ProductStateBadge isActive={isActive} archived={archived} />
          </span>
        </th>
        <td className={`${cell} hidden text-muted md:table-cell`}>{product.categoryName ?? "—"}</td>
        <td className={`${cell} hidden font-semibold whitespace-nowrap text-walnut md:table-cell`}>
          {formatPrice(product.price)}
        </td>
        <td className={`${cell} hidden text-right tabular-nums md:table-cell`}>{product.stock}</td>
        <td className={`${cell} hidden sm:table-cell`}>
          <ProductStateBadge isActive={isActive} archived={archived} />
        </td>
        <td className={`${cell} pr-4`}>
          {/* On a phone the buttons show only their icons (their names stay for screen readers). */}
          <div className="flex flex-col items-end gap-2 sm:items-stretch lg:flex-row lg:items-center lg:justify-end">
            <toggle.Form method="post" action={listHref}>
              <input type="hidden" name="intent" value="toggle" />
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="active" value={isActive ? "false" : "true"} />
              <Button type="submit" variant="outline" size="sm" className={`w-full ${compact}`}>
                {isActive ? (
                  <EyeOff className="size-4" aria-hidden="true" />
                ) : (
                  <Eye className="size-4" aria-hidden="true" />
                )}
                <span className="max-sm:sr-only">{isActive ? "Deactivate" : "Activate"}</span>
                <span className="sr-only"> {product.name}</span>
              </Button>
            </toggle.Form>
            <ButtonLink to={`/admin/products/${product.id}`} variant="outline" size="sm" className={compact}>
              <Pencil className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
              <span className="sr-only"> {product.name}</span>
            </ButtonLink>
            <Link
              to={`${listHref}${join}delete=${product.id}`}
              preventScrollReset
              className={buttonClass(
                { variant: "ghost", size: "sm" },
                `text-terracotta hover:bg-terracotta/10 hover:text-terracotta ${compact}`,
              )}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Delete</span>
              <span className="sr-only"> {product.name}</span>
            </Link>
          </div>
        </td>
      </tr>
      {confirming && <ConfirmDelete product={product} listHref={listHref} />}
    </>
  );
}

function ConfirmDelete({ product, listHref }: { product: Row; listHref: string }) {
  const fetcher = useFetcher<{ notice?: Notice }>();
  const navigate = useNavigate();
  const region = useRef<HTMLDivElement>(null);
  useNotice(fetcher.data);
  // Arriving here moves focus to the question, so keyboard and screen-reader users hear it.
  useEffect(() => region.current?.focus(), []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) void navigate(listHref, { replace: true, preventScrollReset: true });
  }, [fetcher.state, fetcher.data, listHref, navigate]);

  return (
    <tr className="border-b border-line bg-terracotta/5">
      <td colSpan={8} className="px-4 py-4">
        <div
          ref={region}
          tabIndex={-1}
          role="group"
          aria-labelledby={`delete-${product.id}`}
          className="flex flex-col gap-3 rounded-xl sm:flex-row sm:items-center sm:justify-between"
        >
          <p id={`delete-${product.id}`} className="text-sm text-espresso">
            <strong>Delete “{product.name}”?</strong> This cannot be undone. If it appears in orders, it is archived
            instead, so their history is kept.
          </p>
          <div className="flex shrink-0 gap-2">
            <fetcher.Form method="post" action={listHref}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="productId" value={product.id} />
              <Button
                type="submit"
                size="sm"
                disabled={fetcher.state !== "idle"}
                className="bg-terracotta! hover:bg-terracotta/90!"
              >
                <Trash2 className="size-4" aria-hidden="true" /> Yes, delete
              </Button>
            </fetcher.Form>
            <ButtonLink to={listHref} replace preventScrollReset variant="ghost" size="sm">
              Cancel
            </ButtonLink>
          </div>
        </div>
      </td>
    </tr>
  );
}
