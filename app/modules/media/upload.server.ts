import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/utils/image-widths";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, MEDIA_FORMATS, type MediaFormat } from "./media-file";

export { MAX_UPLOAD_BYTES };
// The request sizes around an upload (the form's overhead, the route's body limit) are in ./upload-limits.
/**
 * A small file can still decode to a huge bitmap (a 'decompression bomb'):
 * 50 megapixels is more than any camera photo we expect and about 200 MB decoded.
 */
const MAX_PIXELS = 50_000_000;
const LARGEST = Math.max(...IMAGE_WIDTHS);
// AVIF's default effort (4) took 3.4 s for one 1200 px picture on a 2-core machine;
// effort 2 took 0.6 s for a file a few percent larger, so the admin is not kept waiting.
const WEBP = { quality: 80 } as const;
const AVIF = { quality: 55, effort: 2 } as const;

/** An upload refused, with the message for the admin and the HTTP status. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const tooLarge = () => new UploadError(`That picture is too large: the limit is ${MAX_UPLOAD_LABEL}.`, 413);
const notAPicture = () => new UploadError("That file is not a JPEG, PNG, WebP or AVIF picture.", 415);

export interface ProcessedImage {
  originalName: string;
  width: number;
  height: number;
  variants: { width: number; format: MediaFormat; data: Buffer }[];
}

// Encoding is CPU-heavy: at most two uploads at a time per process, the rest wait their turn.
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** What the bytes really are (not what the name says): one of the four formats we take, or null. */
async function pictureFormat(bytes: Uint8Array) {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const accepted =
    meta.format === "jpeg" ||
    meta.format === "png" ||
    meta.format === "webp" ||
    (meta.format === "heif" && meta.compression === "av1");
  if (!accepted) return null;
  // The size as displayed: EXIF orientation may swap width and height.
  return { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
}

/**
 * Checks an upload and makes its catalogue variants: turned upright (EXIF
 * orientation), metadata stripped (sharp writes none unless asked, so no GPS
 * position leaves the shop), and resized to each catalogue width as WebP and
 * AVIF. A picture narrower than a width is not enlarged.
 */
export async function processUpload(
  bytes: Uint8Array,
  originalName: string,
  { formats = MEDIA_FORMATS }: { formats?: readonly MediaFormat[] } = {},
): Promise<ProcessedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw tooLarge();
  if (bytes.byteLength === 0) throw new UploadError("Please choose a picture to upload.", 400);
  const size = await pictureFormat(bytes);
  if (!size) throw notAPicture();
  if (size.width * size.height > MAX_PIXELS) {
    throw new UploadError("That picture has too many pixels: at most 50 megapixels.", 422);
  }
  return inTurn(async () => {
    try {
      // Decoded, turned and shrunk to the largest width once; each variant starts from that.
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width: LARGEST, withoutEnlargement: true })
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const variants = await Promise.all(
        IMAGE_WIDTHS.flatMap((width) =>
          formats.map(async (format) => {
            const resized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
            const encoded = await (format === "webp" ? resized.webp(WEBP) : resized.avif(AVIF)).toBuffer();
            return { width, format, data: encoded };
          }),
        ),
      );
      return { originalName: originalName.slice(0, 200) || "upload", ...size, variants };
    } catch {
      // The header was readable but the picture is not (truncated or corrupt).
      throw notAPicture();
    }
  });
}
