/** Where the browser remembers that it has seen the splash: once per browser, for all its tabs. */
export const SPLASH_SEEN_KEY = "shop-splash-seen";

/**
 * The longest the splash may cover the page, counted from the start of the navigation
 * (performance.now()), fade included (DECISIONS.md, The first visit).
 */
export const SPLASH_MAX_MS = 1500;

/**
 * Runs in <head> before the first paint, on a document that opens on the home page: it marks the
 * page `data-splash="on"` for a first visit, "off" for a browser that has seen it and for reduced
 * motion. The splash is drawn only while "on" (app.css), so it never flashes, and without this
 * script (JavaScript off, storage refused) it never shows. It also ends the splash at
 * SPLASH_MAX_MS should the page's own script be late or never run: a slow phone still gets the
 * page after 1.5 s.
 */
export const splashPrePaintScript = `try{var d=document.documentElement.dataset;d.splash=localStorage.getItem("${SPLASH_SEEN_KEY}")||matchMedia("(prefers-reduced-motion: reduce)").matches?"off":"on";d.splash=="on"&&setTimeout(function(){d.splash="off"},${SPLASH_MAX_MS}-performance.now())}catch(e){}`;
