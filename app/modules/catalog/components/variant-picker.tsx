import { Link } from "react-router";
import { cn } from "~/utils/cn";
import type { PickerGroup } from "../variants";

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut";

/**
 * The product page's options: one group per option, fabrics and finishes as swatches, sizes as
 * buttons. Each value is a link to its variant's own address (?variant=SKU): it works without
 * JavaScript and by keyboard, the address can be shared, and a search engine finds each variant.
 * A value no variant sells is not shown; a sold-out one stays choosable and says so.
 */
export function VariantPicker({ groups, swatchesHref }: { groups: PickerGroup[]; swatchesHref?: string }) {
  return (
    <div className="mt-5 grid gap-4" data-testid="variant-picker">
      {groups.map((group, index) => {
        const chosen = group.values.find((value) => value.chosen);
        const labelId = `option-${index}`;
        // Fabrics and finishes can be seen at home first: free samples by post (/swatches).
        const samples = swatchesHref && groups.findIndex((other) => other.display === "swatches") === index;
        const picker = (
          <div key={group.name} role="group" aria-labelledby={labelId}>
            <p id={labelId} className={cn("text-sm text-muted", samples && "pr-40")}>
              {group.name}: <b className="font-semibold text-espresso">{chosen?.value ?? "choose one"}</b>
            </p>
            <ul role="list" className="mt-2 flex flex-wrap gap-2">
              {group.values.map((value) => (
                <li key={value.value}>
                  {group.display === "swatches" ? <Swatch value={value} /> : <SizeButton value={value} />}
                </li>
              ))}
            </ul>
          </div>
        );
        if (!samples) return picker;
        // Beside the label, outside the group (no value of it), before it (the values' Tab order
        // runs on to the sizes and Add to Cart): it adds no height above Add to Cart.
        return (
          <div key={group.name} className="relative">
            <Link
              to={swatchesHref}
              className="absolute top-0 right-0 text-sm font-semibold text-walnut underline underline-offset-4"
            >
              Request free swatches
            </Link>
            {picker}
          </div>
        );
      })}
    </div>
  );
}

type Value = PickerGroup["values"][number];

const linkProps = (value: Value) => ({
  to: `?variant=${encodeURIComponent(value.sku)}`,
  replace: true,
  preventScrollReset: true,
  "aria-current": value.chosen ? ("true" as const) : undefined,
});

function Swatch({ value }: { value: Value }) {
  const name = `${value.value}${value.soldOut ? ", sold out" : ""}`;
  return (
    <Link
      {...linkProps(value)}
      aria-label={name}
      title={name}
      className={cn(
        "relative grid size-11 place-items-center rounded-full border-2 transition-colors",
        value.chosen ? "border-espresso" : "border-transparent hover:border-line",
        FOCUS,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "block size-8 rounded-full border border-black/10 bg-cover bg-center",
          value.soldOut && "opacity-45",
        )}
        style={{
          backgroundColor: value.swatchColor ?? "#d8cbb3",
          backgroundImage: value.swatchImage ? `url(${JSON.stringify(value.swatchImage)})` : undefined,
        }}
      />
      {value.soldOut && <span aria-hidden="true" className="absolute h-0.5 w-9 rotate-45 rounded bg-terracotta/80" />}
    </Link>
  );
}

function SizeButton({ value }: { value: Value }) {
  return (
    <Link
      {...linkProps(value)}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors",
        value.chosen
          ? "border-espresso bg-espresso text-linen"
          : "border-line bg-linen text-espresso hover:border-walnut",
        value.soldOut && !value.chosen && "text-muted line-through",
        FOCUS,
      )}
    >
      {value.value}
      {value.soldOut && <span className="sr-only">, sold out</span>}
    </Link>
  );
}
