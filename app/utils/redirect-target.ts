// Any origin will do: a target is accepted only if it stays on it, so only its path is kept.
const SITE = "http://site.invalid";

// ASCII controls, spaces and DEL: URL parsers drop tabs and newlines ('/\t/evil.example' becomes
// '//evil.example', another host) and a header cannot carry the others, so none is a path of ours.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/**
 * Where to go after signing in: only a path of this site. The target is parsed
 * as a browser would parse it (backslashes as slashes, '//' as another host),
 * and what comes back is the parsed path, query and fragment, percent-encoded,
 * so the Location header is always plain ASCII on this origin.
 */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof value !== "string" || !value.startsWith("/") || CONTROL_OR_SPACE.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave a path that starts '//' ('/.//evil.example'): a browser reads that as a host.
  if (url.origin !== SITE || target.startsWith("//")) return fallback;
  return target;
}
