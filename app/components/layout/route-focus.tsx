import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * What a screen reader and a keyboard get from a full page load, after a client-side one: the
 * focus on the new page's main heading (or its <main>), and its title read out by a polite live
 * region. Only when the page changes (its path): not on the first load, not for a filter, a
 * page of results or an overlay (?order=) that changes the query alone, not for a #fragment,
 * and not when the new page put the focus somewhere itself (a dialog, an error summary).
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const announcer = useRef<HTMLParagraphElement>(null);
  const shown = useRef(pathname);
  // What had the focus when the navigation began: a link or button of the page left behind.
  const trigger = useRef<Element | null>(null);

  useEffect(() => {
    if (navigation.state !== "idle") trigger.current ??= document.activeElement;
  }, [navigation.state]);

  useEffect(() => {
    const before = trigger.current;
    trigger.current = null;
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (hash) return;
    const active = document.activeElement;
    const claimed =
      document.querySelector("dialog:modal") ||
      (active && active !== before && active.closest("main") && active !== document.body);
    if (!claimed) {
      const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("main");
      if (target) {
        // Focusable by script only (app.css draws no ring on it: it is not a control).
        if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
        target.focus({ preventScroll: true });
      }
    }
    // The title is in the document only now.
    if (announcer.current) announcer.current.textContent = document.title;
  }, [pathname, hash]);

  return <p ref={announcer} id="route-announcer" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
