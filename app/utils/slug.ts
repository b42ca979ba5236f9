/**
 * The spec's slug rule (a blank slug becomes the name lowercased with runs of
 * whitespace replaced by hyphens), then made safe for a URL path: accents are
 * dropped (Décor → decor), any other character that is not a Latin letter or
 * digit becomes a hyphen, and hyphens never lead, trail or repeat. The result
 * matches the handle pattern of /furniture/{handle} (product.server.ts), so
 * every slug made here is reachable.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

/** `base` when free, else the first of `base-2`, `base-3`, … that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
