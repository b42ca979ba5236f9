import { mediaWidth } from "./media-file";
import { readVariant } from "./media-store.server";

/**
 * A private photo's WebP at the width the address asks (`?w=`), once the caller has checked who
 * may see it; null when there is no such image. The caller says how long it may be kept.
 */
export async function privateWebpResponse(
  imageId: string,
  request: Request,
  cacheControl: string,
): Promise<Response | null> {
  const width = mediaWidth(new URL(request.url).searchParams.get("w"));
  const data = await readVariant(imageId, width, "webp", { includePrivate: true });
  if (!data) return null;
  return new Response(new Uint8Array(data), {
    headers: { "Content-Type": "image/webp", "Content-Length": String(data.byteLength), "Cache-Control": cacheControl },
  });
}
