/** Generated editorial illustrations for products, categories and projects, and swatch close-ups. */
export { productSvg } from "./product";
export { sceneSvg } from "./scenes";
export { SWATCH_SVG_SIZE, swatchSvg } from "./swatch";
