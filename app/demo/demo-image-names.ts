import { IMAGE_WIDTHS } from "~/utils/image-widths";
import { PRODUCT_VIEWS, type SwatchArt } from "./illustration.types";

const SWATCH_DIR = "/images/demo/swatches/";

/**
 * Swatches are shown 16 to 40 px across (the picker's chip is 32 px): one 160 px square covers
 * them on 2x screens, so they get one small file instead of every product width.
 */
export const SWATCH_IMAGE_WIDTH = 160;

/**
 * Where each generated demo picture lives. The seed stores these URLs; the
 * generator writes `DATA_DIR/images/<path>-<width>.webp` for each of them; the
 * host serves `/images/<path>.webp?w=<width>` from there.
 */
export const demoImageUrl = {
  product: (slug: string) => PRODUCT_VIEWS.map((view) => `/images/demo/products/${slug}-${view}.webp`),
  /** The piece drawn in one of its fabrics or finishes ('Ajrak Print': …-studio-ajrak-print.webp). */
  valuePicture: (slug: string, value: string) =>
    `/images/demo/products/${slug}-studio-${value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}.webp`,
  category: (slug: string) => `/images/demo/categories/${slug}.webp`,
  project: (slug: string, count: number) =>
    Array.from({ length: count }, (_, index) => `/images/demo/projects/${slug}-${index + 1}.webp`),
  /** Named by what is drawn, so values sharing a material and colour share one file. */
  swatch: ({ kind, color }: SwatchArt) => `${SWATCH_DIR}${kind}-${color.replace(/[^0-9a-f]/gi, "").toLowerCase()}.webp`,
};

export const isDemoSwatchUrl = (url: string) => url.startsWith(SWATCH_DIR);

/**
 * The widths a demo picture's files come in. A swatch URL is stored without `?w=` (it is a CSS
 * background, not a srcset), so the host falls back to the largest of these: its only file.
 */
export function demoImageWidths(url: string): readonly number[] {
  return isDemoSwatchUrl(url) ? [SWATCH_IMAGE_WIDTH] : IMAGE_WIDTHS;
}
