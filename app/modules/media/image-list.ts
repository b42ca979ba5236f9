import { z } from "zod";

/**
 * A gallery's pictures as a form posts them, and the one rule for which image
 * addresses the shop shows. Browser-safe: the gallery field checks with it
 * before sending, and every admin action (products, projects, categories)
 * decides with it.
 *
 * The form posts one group of fields per picture, in the order shown:
 * `images.<n>.url`, `images.<n>.alt`, and without JavaScript also
 * `images.<n>.position` (a number the admin may change to reorder) and
 * `images.<n>.remove` (a checkbox); `images.add` is the 'Add by address' box.
 */

export interface ImageEntry {
  url: string;
  alt: string;
}

export const MAX_ALT_LENGTH = 200;
const MAX_URL_LENGTH = 2_000;
/** How many picture groups a post may carry (a form is 256 KB anyway; this bounds the work). */
const MAX_POSTED_ENTRIES = 100;

// Our own pictures: demo images (/images/…) and uploads (/media/…), never a path that climbs out.
const OWN_IMAGE = /^\/(images|media)\/[A-Za-z0-9][A-Za-z0-9._/-]*(\?[A-Za-z0-9=&._-]*)?$/;

/** An image address the shop may show: http(s) anywhere, or one of our own image paths. */
export function isImageUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || /\s/.test(value)) return false;
  if (value.startsWith("/")) return OWN_IMAGE.test(value) && !value.includes("..");
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The spec's comma-separated list (the JSON import still takes it): trimmed, blanks dropped. */
export function splitImageList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const ENTRY_KEY = /^images\.(\d{1,3})\.(url|alt|position|remove)$/;

/**
 * The pictures a form posted, in the order the admin chose: by the position
 * numbers where given (the no-JavaScript way to reorder), else as posted;
 * ticked 'remove' boxes and blank addresses dropped, the 'Add by address'
 * box last. Nothing is checked here: `imageListField` does that.
 */
export function readImageEntries(values: Record<string, unknown>): ImageEntry[] {
  const groups = new Map<number, { url: string; alt: string; position: number; remove: boolean }>();
  for (const [key, value] of Object.entries(values)) {
    const match = ENTRY_KEY.exec(key);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (!groups.has(index) && groups.size >= MAX_POSTED_ENTRIES) continue;
    const group = groups.get(index) ?? { url: "", alt: "", position: Number.NaN, remove: false };
    const field = match[2] as "url" | "alt" | "position" | "remove";
    if (field === "position") group.position = value.trim() === "" ? Number.NaN : Number(value);
    else if (field === "remove") group.remove = true;
    else group[field] = value;
    groups.set(index, group);
  }
  const ordered = [...groups.entries()]
    .filter(([, group]) => !group.remove && group.url.trim() !== "")
    // A missing or nonsense position keeps the picture where it was posted.
    .map(([index, group]) => ({ group, key: Number.isFinite(group.position) ? group.position : index + 1, index }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ group }) => ({ url: group.url.trim(), alt: group.alt.trim() }));
  const added = typeof values["images.add"] === "string" ? values["images.add"].trim() : "";
  if (added !== "") ordered.push({ url: added, alt: "" });
  return ordered;
}

/** The gallery's fields for a list of pictures, as a form would post them (to fill a form again). */
export function imageEntryValues(entries: ImageEntry[]): Record<string, string> {
  const values: Record<string, string> = {};
  entries.forEach((entry, index) => {
    values[`images.${index}.url`] = entry.url;
    values[`images.${index}.alt`] = entry.alt;
  });
  return values;
}

/** Saved pictures and their alt texts (the two columns) as the gallery's entries. */
export function toImageEntries(images: string[], alts: (string | null)[] | null | undefined): ImageEntry[] {
  return images.map((url, index) => ({ url, alt: alts?.[index] ?? "" }));
}

/** The two columns to save: addresses and alt texts, position by position. */
export function fromImageEntries(entries: ImageEntry[]): { images: string[]; imageAlts: string[] } {
  return { images: entries.map((entry) => entry.url), imageAlts: entries.map((entry) => entry.alt) };
}

/**
 * A gallery's pictures, checked as a whole (so the message belongs to the
 * gallery field and names the picture): at most `max`, each address one the
 * shop may show, each alt text short. Takes the posted entries, a list of
 * addresses (the JSON import) or the spec's comma-separated text.
 */
export function imageListField(max: number, noun = "item") {
  return z
    .union(
      [
        z.string(),
        z.array(z.string({ error: "Each image must be a URL in quotes." })),
        z.array(z.object({ url: z.string(), alt: z.string() })),
      ],
      { error: "Images must be a list of URLs." },
    )
    .transform((value): ImageEntry[] =>
      typeof value === "string"
        ? splitImageList(value).map((url) => ({ url, alt: "" }))
        : value.map((item) =>
            typeof item === "string" ? { url: item.trim(), alt: "" } : { url: item.url.trim(), alt: item.alt.trim() },
          ),
    )
    .superRefine((list, context) => {
      if (list.length > max) {
        context.addIssue({
          code: "custom",
          message: `A ${noun} has at most ${max} ${max === 1 ? "image" : "images"}.`,
        });
        return;
      }
      const bad = list.find((item) => !isImageUrl(item.url));
      if (bad) {
        context.addIssue({
          code: "custom",
          message: `'${bad.url.slice(0, 60)}' is not an image URL: use http(s)://… or a /media/ or /images/ path.`,
        });
        return;
      }
      const long = list.findIndex((item) => item.alt.length > MAX_ALT_LENGTH);
      if (long >= 0) {
        context.addIssue({
          code: "custom",
          message: `The alt text of picture ${long + 1} is too long: please keep it under ${MAX_ALT_LENGTH} characters.`,
        });
      }
    });
}

/**
 * Wraps a form's schema so that it reads the gallery's fields into `images`
 * first (an `images` value already there, from the JSON import, is kept).
 */
export function withImageEntries(values: unknown): unknown {
  if (!values || typeof values !== "object") return values;
  const record = values as Record<string, unknown>;
  if ("images" in record) return record;
  return { ...record, images: readImageEntries(record) };
}
