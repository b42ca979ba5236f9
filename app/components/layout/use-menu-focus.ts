import { useEffect, type RefObject } from "react";

/**
 * The phone menu's keyboard: while it is open, Tab and Shift+Tab cycle through its toggle and the
 * panel (the page under it is inert), and Escape closes it. `close` gives the focus back to the
 * toggle (site-header.tsx): a link's new page then moves it on to its heading (route-focus.tsx).
 */
export function useMenuFocus(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    // What lies under the panel is out of reach for the keyboard, screen readers and pointers alike.
    const under = [...document.querySelectorAll<HTMLElement>("body > main, body > footer")];
    for (const element of under) element.inert = true;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        return;
      }
      if (event.key !== "Tab" || !toggle.current || !panel.current) return;
      // The panel holds links and buttons only.
      const cycle = [toggle.current, ...panel.current.querySelectorAll<HTMLElement>("a,button")];
      const at = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? at <= 0 && cycle[cycle.length - 1]
        : (at === -1 || at === cycle.length - 1) && cycle[0];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    // Turned to a desktop's width, the menu's toggle is gone: the menu closes with it.
    const wide = matchMedia("(min-width: 64rem)");
    wide.addEventListener("change", close);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", close);
      for (const element of under) element.inert = false;
    };
  }, [open, close, toggle, panel]);
}
