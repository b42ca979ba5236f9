import type { CardSwatches as Swatches } from "../catalog.server";

/**
 * The fabrics or finishes a card's piece comes in, as small swatches (issue 34): a colour or a
 * picture each, named on hover and for screen readers ('Fabric: Linen, Velvet and 2 more').
 * Not links: the card's name leads to the product page, where they are chosen.
 */
export function CardSwatchRow({ swatches }: { swatches: Swatches }) {
  const names = swatches.values.map((swatch) => swatch.value);
  const spoken = `${swatches.option}: ${names.join(", ")}${swatches.more ? ` and ${swatches.more} more` : ""}`;
  return (
    <div className="mt-2 flex items-center gap-1.5" data-testid="card-swatches">
      <span className="sr-only">{spoken}</span>
      <ul className="flex items-center gap-1" aria-hidden="true">
        {swatches.values.map((swatch) => (
          <li
            key={swatch.value}
            title={swatch.value}
            className="size-4 rounded-full border border-line bg-cover bg-center shadow-[inset_0_0_0_1px_rgb(255_255_255/0.35)] sm:size-[1.125rem]"
            style={{
              backgroundColor: swatch.color ?? "#d8cbb3",
              backgroundImage: swatch.image ? `url(${JSON.stringify(swatch.image)})` : undefined,
            }}
          />
        ))}
      </ul>
      {swatches.more > 0 && (
        <span className="text-xs text-muted" aria-hidden="true">
          +{swatches.more}
        </span>
      )}
    </div>
  );
}
