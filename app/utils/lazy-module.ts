import type { ReactPromise } from "react";

/**
 * A module fetched once, when first asked for: `load()` gives the same promise every time. The
 * settled promise carries React's own marks (`status`, `value`), which `use` reads, so that a
 * module already fetched renders at once: no blank, and the focus a navigation sets lands on it.
 * For a part of a page only some of its visits need (a room's grid, a sold-out piece's alert form):
 * its script is not in the page's own, and a server that awaits `load()` before rendering draws it
 * in full.
 */
export function lazyModule<Module>(importer: () => Promise<Module>): () => ReactPromise<Module> {
  let loaded: ReactPromise<Module> | undefined;
  return () => {
    if (!loaded) {
      const pending = importer().then((module) => {
        Object.assign(pending, { status: "fulfilled", value: module });
        return module;
      });
      loaded = pending;
    }
    return loaded;
  };
}
