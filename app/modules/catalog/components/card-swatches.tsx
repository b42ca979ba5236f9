import type { CardSwatches as Swatches } from "../catalog.server";

/**
 * The fabrics or finishes a card's piece comes in, as small swatches (issue 34): a colour or a
 * picture each, named for screen readers ('Fabric: Linen, Velvet and 2 more'). Not links: the
 * card's name leads to the product page, where they are chosen and named on hover. Kept small:
 * the product page draws cards too, within its script budget.
 */
export function CardSwatchRow({ swatches: { option, values, more } }: { swatches: Swatches }) {
  return (
    <p className="mt-2 flex items-center gap-1 text-xs text-muted" data-testid="card-swatches">
      <span className="sr-only">
        {option}: {values.map((swatch) => swatch.value).join(", ")}
        {more > 0 && ` and ${more} more`}
      </span>
      {values.map((swatch) => (
        <span
          key={swatch.value}
          aria-hidden="true"
          className="size-4 rounded-full border border-line bg-cover sm:size-[1.125rem]"
          style={{
            backgroundColor: swatch.color ?? "#d8cbb3",
            backgroundImage: swatch.image ? `url(${JSON.stringify(swatch.image)})` : undefined,
          }}
        />
      ))}
      {more > 0 && <span aria-hidden="true">+{more}</span>}
    </p>
  );
}
