import { and, eq } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { mediaImages, mediaVariants } from "~/db/schema";
import { mediaUrl, type MediaFormat } from "./media-file";
import type { ProcessedImage } from "./upload.server";

/**
 * Writes an upload and all its variants with the given executor: pass the
 * transaction of the operation it belongs to (on PGlite, db() inside a
 * transaction would wait for itself). Returns the image's address.
 */
export async function saveImage(
  executor: Pick<Database, "insert">,
  image: ProcessedImage,
  uploadedBy: string | null,
): Promise<string> {
  const [row] = await executor
    .insert(mediaImages)
    .values({ originalName: image.originalName, width: image.width, height: image.height, uploadedBy })
    .returning({ id: mediaImages.id });
  await executor.insert(mediaVariants).values(image.variants.map((variant) => ({ imageId: row!.id, ...variant })));
  return mediaUrl(row!.id);
}

/** An upload on its own: the image and every variant in one transaction, or nothing. */
export function storeImage(image: ProcessedImage, uploadedBy: string | null): Promise<string> {
  return db().transaction((tx) => saveImage(tx, image, uploadedBy));
}

/** One variant's bytes, or null when there is no such image. */
export async function readVariant(id: string, width: number, format: MediaFormat): Promise<Buffer | null> {
  const [row] = await db()
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.imageId, id), eq(mediaVariants.width, width), eq(mediaVariants.format, format)))
    .limit(1);
  return row?.data ?? null;
}
