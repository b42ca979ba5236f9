import { cn } from "~/utils/cn";

/** A swatch's colour (or picture) as a round chip, as the product page's picker draws it. Decorative: its name is beside it. */
export function SwatchDot({
  color,
  image,
  className,
}: {
  color: string | null;
  image?: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "block size-8 shrink-0 rounded-full border border-black/10 bg-cover bg-center shadow-sm",
        className,
      )}
      style={{
        backgroundColor: color ?? "#d8cbb3",
        backgroundImage: image ? `url(${JSON.stringify(image)})` : undefined,
      }}
    />
  );
}
