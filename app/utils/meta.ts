import type { MetaDescriptor } from "react-router";

/** What the root loader hands every page's meta: the shop's name (from its settings) and the public origin. */
type RootData = { settings: { name: string }; origin: string } | undefined;
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
  page: {
    title?: string;
    description: string;
    path: string;
    /** A picture for link previews: a site path or a full URL. */
    image?: string | null;
    type?: "website" | "product" | "article";
    /** Views that should not be indexed (search results, filtered lists): links are still followed. */
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const root = rootData(matches);
  const shopName = root?.settings.name ?? "Shahkaar Interiors";
  const title = page.title ? `${page.title} | ${shopName}` : `${shopName} | Premium Furniture & Interior Design`;
  const absolute = (path: string) => (root ? new URL(path, root.origin).href : path);
  const canonical = absolute(page.path);
  const extra: MetaDescriptor[] = [];
  if (page.image) {
    extra.push(
      { property: "og:image", content: absolute(page.image) },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  if (page.noindex) extra.push({ name: "robots", content: "noindex, follow" });
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: page.type ?? "website" },
    ...extra,
  ];
}
