/** Widths every raster image (demo pictures and uploads) is rendered at; the largest is the default. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
