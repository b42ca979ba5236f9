import Check from "lucide-react/icons/check";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Notice } from "~/components/ui/notice";
import { formatPrice } from "~/utils/money";
import { isAllowedPrice, percentLabel } from "../admin-product-bulk";
import type { PricePreview } from "../admin-product-bulk.server";

/**
 * The preview of a bulk price change: every selected product's price now and after. The
 * confirmation posts both back, so the server applies exactly these prices, and only if the
 * products still cost what is shown here (a second post changes nothing).
 */
export function AdminProductPricePreview({ preview, listHref }: { preview: PricePreview; listHref: string }) {
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "bulk-price";
  // The preview replaces the page's content above the list: focus moves to it for keyboard and screen-reader users.
  useEffect(() => region.current?.focus(), [preview]);

  if ("error" in preview) {
    return (
      <Notice tone="error" title="No price change to preview">
        {preview.error}
      </Notice>
    );
  }
  const tooHigh = preview.changes.some((change) => !isAllowedPrice(change.to));
  return (
    <Card
      className="min-w-0 p-5 outline-none sm:p-6"
      ref={region}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-display text-xl font-medium">
        Change prices by {percentLabel(preview.percent)}
      </h3>
      <p className="mt-1 text-sm text-muted">
        New prices are rounded to the nearest rupee. Nothing is saved until you apply.
      </p>
      {/* Focusable, so that a keyboard can scroll the table where a phone is too narrow for it. */}
      <div
        role="group"
        aria-label="Old and new prices"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border border-line bg-linen"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Each selected product&apos;s price now and after the change</caption>
          <thead className="border-b border-line bg-cream text-left text-xs font-bold tracking-wider text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">
                Product
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Current price
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                New price
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.map((change) => (
              <tr key={change.id} className="border-b border-line last:border-b-0">
                <th scope="row" className="px-4 py-2 text-left font-semibold text-espresso">
                  {change.name}
                </th>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">{formatPrice(change.from)}</td>
                <td className="px-4 py-2 text-right font-semibold whitespace-nowrap text-walnut tabular-nums">
                  {formatPrice(change.to)}
                  {!isAllowedPrice(change.to) && <span className="block text-xs text-terracotta">Too high</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Form method="post" action={listHref} className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="bulk-price" />
        <input type="hidden" name="percent" value={preview.percent} />
        {preview.changes.map((change) => (
          <span key={change.id} hidden>
            <input type="hidden" name="ids" value={change.id} />
            <input type="hidden" name={`from-${change.id}`} value={change.from} />
            <input type="hidden" name={`to-${change.id}`} value={change.to} />
          </span>
        ))}
        <Button type="submit" disabled={saving || tooHigh}>
          <Check className="size-4" aria-hidden="true" /> {saving ? "Saving…" : "Apply New Prices"}
        </Button>
        <ButtonLink to={listHref} variant="ghost">
          Cancel
        </ButtonLink>
      </Form>
    </Card>
  );
}
