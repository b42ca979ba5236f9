import { useEffect, useRef, useState } from "react";
import { SPLASH_MAX_MS, SPLASH_SEEN_KEY } from "./splash-script";

const STEP_MS = 50;
/** The fade at the end, inside SPLASH_MAX_MS. */
const FADE_MS = 250;
/** How long 100% stays on screen once the page is ready: long enough to be read as "done". */
const HOLD_MS = 100;

/**
 * The first-visit splash. DECISIONS.md (The first visit) replaces the spec's 3 s: it ends as soon
 * as the page under it is ready (hydrated and loaded) and never lasts more than SPLASH_MAX_MS; the
 * counter rises towards that limit and jumps to 100% when the page is ready.
 * It lies over the page the server already rendered. While shown it is a modal dialog holding
 * keyboard focus on its Skip button (nothing under it can be reached), and it gives focus back to
 * the page when it ends. A click anywhere, the button or Escape skips it. The home page draws it (a
 * deep link never shows it), and it plays only where the pre-paint script said "on": the first
 * visit of this browser, on a document that opened on the home page.
 */
/** Focus on the document itself, so that the next Tab starts from the top of the page. */
function focusPageStart() {
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute("tabindex");
}

export function Splash({ shopName, tagline }: { shopName: string; tagline: string }) {
  const [progress, setProgress] = useState(0);
  // Drawn as the server drew it when hydrating (CSS hides it unless "on"); not at all when the
  // home page is reached by a client-side navigation, where no pre-paint script ran.
  const [state, setState] = useState<"showing" | "leaving" | "gone">(() =>
    typeof document === "undefined" || document.documentElement.dataset.splash ? "showing" : "gone",
  );
  const dialog = useRef<HTMLDivElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    // "off" also when the pre-paint script's own limit has passed before this page hydrated.
    if (root.dataset.splash !== "on") {
      // The pre-paint script decided before hydration; the server could not know.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState("gone");
      return;
    }
    try {
      localStorage.setItem(SPLASH_SEEN_KEY, "1");
    } catch {
      // storage refused: the pre-paint script then keeps it off anyway
    }
    // Counted from the clock (performance.now() starts with the navigation), not from the ticks:
    // a busy phone delays intervals, and the limit is the page's age, not the splash's.
    const countUntil = SPLASH_MAX_MS - FADE_MS;
    const timer = window.setInterval(() => {
      setProgress(Math.min(99, Math.floor((performance.now() / countUntil) * 100)));
    }, STEP_MS);
    const limit = window.setTimeout(() => setState("leaving"), Math.max(0, countUntil - performance.now()));
    let hold = 0;
    const ready = () => {
      window.clearInterval(timer);
      setProgress(100);
      hold = window.setTimeout(() => setState("leaving"), HOLD_MS);
    };
    if (document.readyState === "complete") ready();
    else window.addEventListener("load", ready, { once: true });
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(limit);
      window.clearTimeout(hold);
      window.removeEventListener("load", ready);
    };
  }, []);

  // Focus stays on the splash while it shows: on its button at first, back on it whenever it
  // would move under the splash (Tab, a script). What had focus before gets it back at the end.
  useEffect(() => {
    if (state !== "showing") return;
    const box = dialog.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    skipButton.current?.focus();
    const keys = (event: KeyboardEvent) => {
      if (event.key === "Escape") setState("leaving");
      else if (event.key === "Tab") {
        // The button is the splash's only stop: Tab and Shift+Tab stay on it.
        event.preventDefault();
        skipButton.current?.focus();
      }
    };
    const pullBack = (event: FocusEvent) => {
      if (!box?.contains(event.target as Node)) skipButton.current?.focus();
    };
    window.addEventListener("keydown", keys);
    document.addEventListener("focusin", pullBack);
    return () => {
      window.removeEventListener("keydown", keys);
      document.removeEventListener("focusin", pullBack);
      if (box?.contains(document.activeElement)) {
        // Back where the visitor was, or to the start of the page (its first Tab is "Skip to content").
        // Blurring alone would leave Chrome's next Tab starting where the splash was, mid-page.
        if (before && before !== document.body && before.isConnected) before.focus();
        else focusPageStart();
      }
    };
  }, [state]);

  useEffect(() => {
    if (state !== "leaving") return;
    const timer = window.setTimeout(() => {
      setState("gone");
      // Played once per document: coming back to the home page later does not play it again.
      document.documentElement.dataset.splash = "off";
    }, FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === "gone") return null;
  return (
    <div
      ref={dialog}
      className="splash fixed inset-0 z-[100] flex cursor-pointer flex-col items-center justify-center bg-espresso text-linen"
      style={state === "leaving" ? { animation: `splash-out ${FADE_MS}ms ease-in forwards` } : undefined}
      onClick={() => setState("leaving")}
      role="dialog"
      aria-modal="true"
      aria-label={`Welcome to ${shopName}`}
    >
      <p className="font-display text-4xl font-medium tracking-wide sm:text-6xl">{shopName}</p>
      <p className="mt-4 max-w-md px-6 text-center text-sm text-linen/80 sm:text-base">{tagline}</p>
      <div className="mt-10 h-px w-56 overflow-hidden bg-linen/20" aria-hidden="true">
        {/* Scaled, not resized: a transform is the compositor's work, a width a layout each step. */}
        <div
          className="h-full origin-left bg-brass-light transition-transform duration-75"
          style={{ transform: `scaleX(${progress / 100})` }}
        />
      </div>
      <p className="mt-3 text-xs tracking-[0.3em] text-linen/80 tabular-nums" aria-hidden="true">
        {progress}%
      </p>
      {/* The click on the whole splash skips too; the button is what keyboards and screen readers find. */}
      <button
        ref={skipButton}
        type="button"
        className="mt-8 rounded-full border border-linen/60 px-5 py-2 text-sm font-medium text-linen hover:bg-linen/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-light"
        onClick={(event) => {
          event.stopPropagation();
          setState("leaving");
        }}
      >
        Skip
      </button>
    </div>
  );
}
