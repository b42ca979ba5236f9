import type { MetaDescriptor } from "react-router";
import type { ShopSettings } from "~/modules/settings/settings.schema";

type RootData = { settings: ShopSettings; origin: string } | undefined;
type Match = { id: string; data?: unknown } | undefined;

function rootData(matches: readonly Match[]): RootData {
  return matches.find((match) => match?.id === "root")?.data as RootData;
}

/**
 * Title, description, canonical URL and Open Graph tags for one page.
 * `title` is the page's own title; the shop's name is appended from settings.
 */
export function pageMeta(
  matches: readonly Match[],
  page: { title?: string; description: string; path: string },
): MetaDescriptor[] {
  const root = rootData(matches);
  const shopName = root?.settings.name ?? "Shahkaar Interiors";
  const title = page.title ? `${page.title} | ${shopName}` : `${shopName} | Premium Furniture & Interior Design`;
  const canonical = root ? new URL(page.path, root.origin).href : page.path;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: "website" },
  ];
}
