import {
  activeProductCount,
  categorySitemapEntries,
  productSitemapEntries,
  type SitemapEntry,
} from "~/modules/catalog/sitemap-entries.server";
import { listProjects } from "~/modules/content/projects.server";
import { sitemapPages } from "~/modules/content/sitemap-pages";
import { publicOrigin } from "~/utils/origin.server";
import type { Route } from "./+types/sitemap";

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_LIMIT = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function xml(body: string) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function urlset(origin: string, entries: SitemapEntry[]) {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>`;
  });
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>`);
}

/**
 * /sitemap.xml: every fixed page, category, project and active product. Past
 * the protocol's 50,000 addresses it becomes an index of numbered parts
 * (/sitemap.xml?part=1 holds the fixed pages, the next parts the products).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const [categories, projects, productCount] = await Promise.all([
    categorySitemapEntries(),
    listProjects({}),
    activeProductCount(),
  ]);
  const fixed: SitemapEntry[] = [
    ...sitemapPages.map((path) => ({ path })),
    ...categories,
    ...projects.map((project) => ({ path: `/projects/${project.slug}` })),
  ];
  const part = Number(new URL(request.url).searchParams.get("part") ?? "0");

  if (fixed.length + productCount <= SITEMAP_LIMIT) {
    return urlset(origin, [...fixed, ...(await productSitemapEntries(0, productCount))]);
  }
  const productParts = Math.ceil(productCount / SITEMAP_LIMIT);
  if (part === 1) return urlset(origin, fixed);
  if (Number.isInteger(part) && part >= 2 && part <= productParts + 1) {
    return urlset(origin, await productSitemapEntries((part - 2) * SITEMAP_LIMIT, SITEMAP_LIMIT));
  }
  const parts = Array.from({ length: productParts + 1 }, (_, index) => {
    return `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`;
  });
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>`,
  );
}
