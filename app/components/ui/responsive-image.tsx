import type { ComponentProps } from "react";
import { IMAGE_WIDTHS } from "~/utils/image-widths";

/** Our own pictures (demo images and uploads) come in several widths; anything else is used as given. */
export function imageSources(src: string) {
  if (!src.startsWith("/images/") && !src.startsWith("/media/")) return { src };
  return {
    src: `${src}?w=800`,
    srcSet: IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(", "),
  };
}

/**
 * An <img> with srcset, intrinsic size (so nothing shifts while it loads) and
 * lazy loading unless it is the page's main picture (`priority`).
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  width = 1200,
  height = 900,
  ...props
}: Omit<ComponentProps<"img">, "src" | "srcSet"> & { src: string; alt: string; sizes: string; priority?: boolean }) {
  return (
    <img
      {...imageSources(src)}
      alt={alt}
      sizes={sizes}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      {...props}
    />
  );
}
