import { requireAdmin } from "~/modules/accounts/session.server";
import { parseMediaFile } from "~/modules/media/media-file";
import { privateWebpResponse } from "~/modules/media/private-photo.server";
import { isClaimPhoto } from "./admin-claims.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A request's photo: stored private (a buyer's room, a damaged piece), served to the shop's
 * admins only, never by /media/ and never from a shared cache.
 */
export async function claimPhotoResponse(request: Request, fileName: string) {
  await requireAdmin(request, { api: true });
  const file = parseMediaFile(fileName);
  if (!file || file.format !== "webp" || !(await isClaimPhoto(file.id))) return notFound();
  return (await privateWebpResponse(file.id, request, "private, no-store")) ?? notFound();
}
