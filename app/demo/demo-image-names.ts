import { PRODUCT_VIEWS } from "./illustration.types";

/**
 * Where each generated demo picture lives. The seed stores these URLs; the
 * generator writes `DATA_DIR/images/<path>-<width>.webp` for each of them; the
 * host serves `/images/<path>.webp?w=<width>` from there.
 */
export const demoImageUrl = {
  product: (slug: string) => PRODUCT_VIEWS.map((view) => `/images/demo/products/${slug}-${view}.webp`),
  category: (slug: string) => `/images/demo/categories/${slug}.webp`,
  project: (slug: string, count: number) =>
    Array.from({ length: count }, (_, index) => `/images/demo/projects/${slug}-${index + 1}.webp`),
};
