/** Generated editorial illustrations for products, categories and projects. */
export { productSvg } from "./product";
export { sceneSvg } from "./scenes";
