import { useEffect, useRef, type ReactNode, type RefObject } from "react";

/**
 * Phones only (below 1024 px): once the buying box's Add to Cart has scrolled up out of view, a
 * bar at the bottom keeps the price and an Add to Cart at hand. While hidden it is inert and
 * invisible (out of the accessibility tree); without JavaScript it never shows. The observer sets
 * `data-shown` itself, with no re-render, and app.css keeps room for the bar at the page's end
 * while it shows: the product page's JavaScript is close to its budget.
 */
export function StickyBuyBar({
  watch,
  price,
  children,
}: {
  /** The row holding the buying box's Add to Cart. */
  watch: RefObject<HTMLElement | null>;
  price: string;
  /** The bar's Add to Cart: the same form and quantity as the page's. */
  children: ReactNode;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = watch.current;
    const element = bar.current;
    if (!target || !element) return;
    const observer = new IntersectionObserver(([entry]) => {
      // Scrolled past it (above the top), not merely not reached yet.
      const shown = !!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0;
      element.toggleAttribute("data-shown", shown);
      element.inert = !shown;
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  return (
    <div
      ref={bar}
      data-buy-bar
      data-testid="sticky-buy-bar"
      inert
      className="invisible fixed inset-x-0 bottom-0 z-40 flex translate-y-full items-center border-t border-line bg-ivory px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] transition-[translate,visibility] data-shown:visible data-shown:translate-y-0 lg:hidden"
    >
      <p className="flex-1 text-lg font-semibold text-walnut">{price}</p>
      {children}
    </div>
  );
}
