import { IMAGE_WIDTHS } from "~/utils/image-widths";

/** The largest picture the admin may upload (a phone photo is 2–6 MB): checked in the browser and on the server. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "8 MB";
/** What the upload accepts, by content: the file picker offers these. */
export const UPLOAD_TYPES = "image/jpeg,image/png,image/webp,image/avif";

export const MEDIA_FORMATS = ["webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const LARGEST = Math.max(...IMAGE_WIDTHS);
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(webp|avif)$/;

/** The address an upload is known by: its WebP; `?w=` picks the width, `.avif` the other format. */
export function mediaUrl(id: string): string {
  return `/media/${id}.webp`;
}

/** `<uuid>.webp` or `<uuid>.avif` from /media/:file, or null for anything else. */
export function parseMediaFile(file: string): { id: string; format: MediaFormat } | null {
  const match = FILE.exec(file.toLowerCase());
  return match ? { id: match[1]!, format: match[2] as MediaFormat } : null;
}

/** One of the catalogue widths (as /images/ does): the one asked for, or the largest. */
export function mediaWidth(requested: string | null): number {
  const width = Number(requested);
  return IMAGE_WIDTHS.find((candidate) => candidate === width) ?? LARGEST;
}
