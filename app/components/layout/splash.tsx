import { useEffect, useState } from "react";
import { SPLASH_SEEN_KEY } from "./splash-script";

const STEP_MS = 50;
const STEP = 2;
const HOLD_MS = 500;

/**
 * The first-visit splash (spec: +2% every 50 ms, done 500 ms after 100%).
 * It lies over the page the server already rendered; a click or Escape skips it. The home page
 * draws it (a deep link never shows it), and it plays only where the pre-paint script said "on":
 * the first visit of this browser, on a document that opened on the home page.
 */
export function Splash({ shopName, tagline }: { shopName: string; tagline: string }) {
  const [progress, setProgress] = useState(0);
  // Drawn as the server drew it when hydrating (CSS hides it unless "on"); not at all when the
  // home page is reached by a client-side navigation, where no pre-paint script ran.
  const [state, setState] = useState<"showing" | "leaving" | "gone">(() =>
    typeof document === "undefined" || document.documentElement.dataset.splash ? "showing" : "gone",
  );

  useEffect(() => {
    const root = document.documentElement;
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
    // Counted from the clock, not from the ticks: a busy phone (or a loaded test machine) delays
    // intervals, and counting ticks would stretch 2.5 s into four or five.
    const start = performance.now();
    const timer = window.setInterval(() => {
      const next = Math.min(100, Math.floor((performance.now() - start) / STEP_MS) * STEP);
      if (next === 100) window.clearInterval(timer);
      setProgress(next);
    }, STEP_MS);
    const skip = (event: KeyboardEvent) => event.key === "Escape" && setState("leaving");
    window.addEventListener("keydown", skip);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("keydown", skip);
    };
  }, []);

  useEffect(() => {
    if (progress < 100) return;
    const timer = window.setTimeout(() => setState("leaving"), HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [progress]);

  useEffect(() => {
    if (state !== "leaving") return;
    const timer = window.setTimeout(() => {
      setState("gone");
      // Played once per document: coming back to the home page later does not play it again.
      document.documentElement.dataset.splash = "off";
    }, 400);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === "gone") return null;
  return (
    <div
      className="splash fixed inset-0 z-[100] flex cursor-pointer flex-col items-center justify-center bg-espresso text-linen"
      style={state === "leaving" ? { animation: "splash-out 400ms ease-in forwards" } : undefined}
      onClick={() => setState("leaving")}
      role="presentation"
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
      <p className="sr-only">Loading. Press Escape to skip.</p>
    </div>
  );
}
