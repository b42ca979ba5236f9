import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import ImageOff from "lucide-react/icons/image-off";
import { useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { cn } from "~/utils/cn";
import { ResponsiveImage } from "./responsive-image";

/** The picture a gallery URL asks for (?photo=2), or the first. */
export function galleryIndex(value: string | null, count: number): number {
  const requested = Number.parseInt(value ?? "1", 10);
  return Number.isInteger(requested) && requested >= 1 && requested <= count ? requested : 1;
}

/**
 * A main picture with thumbnails. Each picture has its own URL (?photo=n), so
 * it works without JavaScript and links can point at one picture; with
 * JavaScript the arrow keys (on the focused picture) and a swipe step through.
 */
export function Gallery({
  images,
  alts,
  label,
  sizes,
  aspect = "aspect-[4/3]",
}: {
  images: string[];
  /** The pictures' own alt texts, by position; a blank or missing one is described by the label. */
  alts?: (string | null)[];
  label: string;
  sizes: string;
  /** The main picture's shape: a page may make it shorter on phones (Tailwind aspect classes). */
  aspect?: string;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const current = galleryIndex(search.get("photo"), count);
  const main = images[current - 1];

  const hrefFor = (number: number) => {
    const params = new URLSearchParams(search);
    if (number === 1) params.delete("photo");
    else params.set("photo", String(number));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const show = (number: number) => {
    const wrapped = ((number - 1 + count) % count) + 1;
    void navigate(hrefFor(wrapped), { replace: true, preventScrollReset: true });
  };

  if (!main) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-[var(--radius-card)] border border-line bg-cream text-muted">
        <ImageOff className="size-10" aria-hidden="true" />
        <span className="ml-2">No Image</span>
      </div>
    );
  }

  return (
    <div>
      <figure
        className="group relative touch-pan-y overflow-hidden rounded-[var(--radius-card)] border border-line bg-cream shadow-soft focus-visible:ring-3 focus-visible:ring-brass/60 focus-visible:outline-none"
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={
          count > 1 ? `${label}: photo ${current} of ${count}. Use the arrow keys to see the others.` : undefined
        }
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") show(current + 1);
          else if (event.key === "ArrowLeft") show(current - 1);
          else return;
          event.preventDefault();
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null || count < 2) return;
          const distance = event.clientX - start;
          if (Math.abs(distance) > 40) show(distance < 0 ? current + 1 : current - 1);
        }}
      >
        <ResponsiveImage
          key={main}
          src={main}
          alt={alts?.[current - 1]?.trim() || `${label}, photo ${current} of ${count}`}
          sizes={sizes}
          priority
          draggable={false}
          className={cn(aspect, "h-auto w-full object-cover select-none")}
        />
        {count > 1 && (
          <>
            <GalleryStep to={hrefFor(current === 1 ? count : current - 1)} side="left" label="Previous photo" />
            <GalleryStep to={hrefFor(current === count ? 1 : current + 1)} side="right" label="Next photo" />
          </>
        )}
      </figure>
      {count > 1 && (
        <ul role="list" aria-label="Photos" className="mt-3 grid grid-cols-5 gap-2 sm:mt-4 sm:gap-3">
          {images.map((image, index) => {
            const number = index + 1;
            const selected = number === current;
            return (
              <li key={image}>
                <Link
                  to={hrefFor(number)}
                  replace
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  aria-label={`Show photo ${number} of ${count}`}
                  className={cn(
                    "block overflow-hidden rounded-xl border-2 transition-opacity",
                    selected ? "border-walnut" : "border-transparent opacity-75 hover:opacity-100",
                  )}
                >
                  <ResponsiveImage
                    src={image}
                    alt=""
                    sizes="120px"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function GalleryStep({ to, side, label }: { to: string; side: "left" | "right"; label: string }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <Link
      to={to}
      replace
      preventScrollReset
      aria-label={label}
      className={cn(
        "absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-linen/90 text-espresso shadow-soft transition-opacity hover:bg-linen sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Link>
  );
}
