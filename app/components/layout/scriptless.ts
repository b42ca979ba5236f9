import { useMatches } from "react-router";

/**
 * A route's `handle` saying that its page has nothing interactive beyond links, the menu and the
 * header's search form: the server sends it without any JavaScript (no module, no preload, no
 * inline script), and the root draws the header's menu as a plain <details> that needs none.
 */
export interface ScriptlessHandle {
  scriptless: true;
}

export const scriptlessPage: ScriptlessHandle = { scriptless: true };

/**
 * Whether the document being rendered goes out without scripts. Decided on the server only: in
 * the browser it is always false, because a document sent without scripts runs no code at all,
 * so any page the browser draws came by a client-side navigation inside a document that has
 * them. A route's error page (a project not found) goes out without scripts as well: it is links only.
 */
export function useScriptlessDocument(): boolean {
  const matches = useMatches();
  if (!import.meta.env.SSR) return false;
  return matches.some((match) => (match.handle as Partial<ScriptlessHandle> | undefined)?.scriptless === true);
}
