/** Where the browser remembers that it has seen the splash: once per browser, for all its tabs. */
export const SPLASH_SEEN_KEY = "shop-splash-seen";

/**
 * Runs in <head> before the first paint, on a document that opens on the home page: it marks the
 * page `data-splash="on"` for a first visit, "off" for a browser that has seen it and for reduced
 * motion. The splash is drawn only while "on" (app.css), so it never flashes, and without this
 * script (JavaScript off, storage refused) it never shows.
 */
export const splashPrePaintScript = `try{document.documentElement.dataset.splash=localStorage.getItem("${SPLASH_SEEN_KEY}")||matchMedia("(prefers-reduced-motion: reduce)").matches?"off":"on"}catch(e){}`;
