import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customRequestPhotos } from "~/db/schema";
import { mediaWidth, parseMediaFile } from "~/modules/media/media-file";
import { readVariant } from "~/modules/media/media-store.server";
import { openRequest } from "./request-access.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A request's photo: only for a viewer who may read the request (openRequest), and only a photo
 * of that request. Never in a shared cache: the answer depends on who asks.
 */
export async function customRequestPhotoResponse(request: Request, number: string, fileName: string) {
  const file = parseMediaFile(fileName);
  if (!file || file.format !== "webp") return notFound();
  const url = new URL(request.url);
  const opened = await openRequest(request, number, url.searchParams.get("key"));
  if (!opened) return notFound();
  const [photo] = await db()
    .select({ imageId: customRequestPhotos.imageId })
    .from(customRequestPhotos)
    .where(and(eq(customRequestPhotos.requestId, opened.request.id), eq(customRequestPhotos.imageId, file.id)));
  if (!photo) return notFound();
  const data = await readVariant(file.id, mediaWidth(url.searchParams.get("w")), "webp", { includePrivate: true });
  if (!data) return notFound();
  return new Response(new Uint8Array(data), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(data.byteLength),
      "Cache-Control": "private, max-age=3600",
      "Referrer-Policy": "no-referrer",
    },
  });
}
