import { and, count, eq } from "drizzle-orm";
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
  return mediaUrl(await saveImageRow(executor, image, { uploadedBy, isPrivate: false }));
}

/**
 * The same, returning the image's id; a private image (a customer's room) is never served by
 * /media/, only by the page that owns it (readVariant with `includePrivate`).
 */
export async function saveImageRow(
  executor: Pick<Database, "insert">,
  image: ProcessedImage,
  { uploadedBy, isPrivate }: { uploadedBy: string | null; isPrivate: boolean },
): Promise<string> {
  const [row] = await executor
    .insert(mediaImages)
    .values({ originalName: image.originalName, width: image.width, height: image.height, uploadedBy, isPrivate })
    .returning({ id: mediaImages.id });
  await executor.insert(mediaVariants).values(image.variants.map((variant) => ({ imageId: row!.id, ...variant })));
  return row!.id;
}

/** An upload on its own: the image and every variant in one transaction, or nothing. */
export function storeImage(image: ProcessedImage, uploadedBy: string | null): Promise<string> {
  return db().transaction((tx) => saveImage(tx, image, uploadedBy));
}

/**
 * One variant's bytes, or null when there is no such image. A private image is read only when
 * the caller, having checked who is asking, says `includePrivate`.
 */
export async function readVariant(
  id: string,
  width: number,
  format: MediaFormat,
  { includePrivate = false }: { includePrivate?: boolean } = {},
): Promise<Buffer | null> {
  const [row] = await db()
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .innerJoin(mediaImages, eq(mediaImages.id, mediaVariants.imageId))
    .where(
      and(
        eq(mediaVariants.imageId, id),
        eq(mediaVariants.width, width),
        eq(mediaVariants.format, format),
        includePrivate ? undefined : eq(mediaImages.isPrivate, false),
      ),
    )
    .limit(1);
  return row?.data ?? null;
}

/** Pictures the shop uploaded itself (customers' private photos not counted). */
export async function countShopUploads(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(mediaImages).where(eq(mediaImages.isPrivate, false));
  return row?.value ?? 0;
}
