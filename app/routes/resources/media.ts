import { mediaWidth, parseMediaFile } from "~/modules/media/media-file";
import { readVariant } from "~/modules/media/media-store.server";
import type { Route } from "./+types/media";

// An upload never changes under its address (a new picture gets a new id): cache it for good.
const IMMUTABLE = "public, max-age=31536000, immutable";

/** GET /media/<id>.webp?w=<width> (or .avif): an uploaded picture's variant, from the database. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = parseMediaFile(params.file);
  if (!file) return new Response("Not found", { status: 404 });
  const width = mediaWidth(new URL(request.url).searchParams.get("w"));
  const etag = `"${file.id}-${width}.${file.format}"`;
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
  const known = request.headers.get("if-none-match") ?? "";
  if (known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const data = await readVariant(file.id, width, file.format);
  if (!data) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(data), {
    headers: { ...headers, "Content-Type": `image/${file.format}`, "Content-Length": String(data.byteLength) },
  });
}
