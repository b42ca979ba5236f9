/** Where to go after signing in: only paths of this site (never //other.host or a full URL). */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return fallback;
  }
  return value;
}
