import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productReviews, reviewPhotos } from "~/db/schema";
import { getSessionUser } from "~/modules/accounts/session.server";
import { parseMediaFile } from "~/modules/media/media-file";
import { privateWebpResponse } from "~/modules/media/private-photo.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A review's photo: to everyone once the review is approved, and before that (or once hidden)
 * to admins only, who moderate it. /media/ never serves it: it is stored private, as a customer's
 * photo is until the shop has looked at it.
 */
export async function reviewPhotoResponse(request: Request, fileName: string) {
  const file = parseMediaFile(fileName);
  if (!file || file.format !== "webp") return notFound();
  const [photo] = await db()
    .select({ status: productReviews.status })
    .from(reviewPhotos)
    .innerJoin(productReviews, eq(productReviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.imageId, file.id)));
  if (!photo) return notFound();
  const published = photo.status === "approved";
  if (!published && !(await getSessionUser(request))?.isAdmin) return notFound();
  // Short in shared caches: a review hidden later stops showing within minutes.
  const cacheControl = published ? "public, max-age=300" : "private, no-store";
  return (await privateWebpResponse(file.id, request, cacheControl)) ?? notFound();
}
