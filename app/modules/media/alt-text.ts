/**
 * A picture's alt text for the storefront: its own, or the item's name when
 * none was written (pictures saved before alt texts existed have none). Apart
 * from ./image-list.ts so that storefront pages do not load its form rules.
 */
export function altText(alts: readonly (string | null)[] | null | undefined, index: number, fallback: string): string {
  const own = alts?.[index]?.trim();
  return own ? own : fallback;
}
