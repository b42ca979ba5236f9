import ImagePlus from "lucide-react/icons/image-plus";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/cn";
import { isImageUrl, type ImageEntry } from "../image-list";
import { MAX_UPLOAD_LABEL, UPLOAD_TYPES } from "../media-file";
import { MediaGalleryItem } from "./media-gallery-item";
import { useGallery } from "./use-gallery";

/**
 * The one picture field of the admin (products, projects, categories, and
 * anything else that shows pictures): several files at once, by the 'Choose
 * pictures' button or dropped on the field, each uploaded to /admin/uploads
 * with its own progress and its own error; pictures reordered by dragging or
 * by the Move buttons; an alt text and a Remove per picture; an address typed
 * in 'Add by address'. The form posts `images.<n>.url` and `images.<n>.alt`
 * in order (see ../image-list.ts, which the server reads them with).
 *
 * Without JavaScript the field is still whole: the pictures carry a position
 * number and a Remove box, the address box is posted as it is, and, where the
 * form is multipart and its action stores them (`formUploads`), chosen files
 * travel with the form.
 */
export function MediaGalleryField({
  entries,
  max,
  altPlaceholder,
  error,
  uploadError,
  label = "Pictures",
  formUploads = false,
  onBusyChange,
}: {
  entries: ImageEntry[];
  max: number;
  /** The suggested alt text (the item's name): what the storefront says when none is written. */
  altPlaceholder: string;
  error?: string;
  /** A refused file sent with the form (the no-JavaScript path). */
  uploadError?: string;
  label?: string;
  formUploads?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const gallery = useGallery(entries, max);
  const fileInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState("");
  const focusAfterMove = useRef<{ key: string; button: "earlier" | "later" } | null>(null);
  const { items, busy } = gallery;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // A moved picture's button keeps the focus (or its twin, when it reached an end and is disabled).
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const card = listRef.current?.querySelector(`[data-gallery-item="${moved.key}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${moved.button}"]`);
    const other = card?.querySelector<HTMLButtonElement>(
      `[data-move="${moved.button === "earlier" ? "later" : "earlier"}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [items]);

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    setDropping(false);
    if (!hasFiles(event)) return;
    event.preventDefault();
    gallery.addFiles([...event.dataTransfer.files]);
  }

  function addAddress() {
    const url = address.trim();
    if (url === "") return;
    if (!isImageUrl(url)) {
      setAddressError("Please enter a web address (https://…) or a /media/ or /images/ path.");
      return;
    }
    if (items.length >= max) {
      setAddressError(`At most ${max} pictures.`);
      return;
    }
    gallery.addAddress(url);
    setAddress("");
    setAddressError("");
  }

  let posted = 0;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      aria-describedby={hintId}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
      className={cn(
        "grid min-w-0 grid-cols-1 gap-4 rounded-xl border border-line p-4 transition-colors",
        dropping && "border-walnut bg-cream",
        error && "border-terracotta",
      )}
    >
      <legend className="px-1 text-sm font-semibold text-espresso">{label}</legend>
      <p id={hintId} className="-mt-2 text-sm text-muted">
        {max === 1
          ? "One picture."
          : "The first picture is the main one: it shows on cards and opens the page. Drag a picture or use its arrows to change the order."}{" "}
        Alt text describes the picture for people who cannot see it; left blank, the name is used.
      </p>

      {items.length > 0 && (
        <ol ref={listRef} aria-label={`${label}, in order`} className="grid grid-cols-1 gap-3">
          {items.map((item, index) => (
            <MediaGalleryItem
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              postedIndex={item.url === null ? -1 : posted++}
              hydrated={hydrated}
              altPlaceholder={altPlaceholder}
              idPrefix={id}
              drag={{
                dragging: dragKey === item.key,
                onDragStart: (event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", item.key);
                  setDragKey(item.key);
                },
                onDragEnter: () => {
                  if (dragKey && dragKey !== item.key) gallery.move(dragKey, index);
                },
                onDragEnd: () => setDragKey(null),
              }}
              onMove={(to) => {
                gallery.move(item.key, to);
                focusAfterMove.current = { key: item.key, button: to < index ? "earlier" : "later" };
              }}
              onRemove={() => gallery.remove(item.key)}
              onAlt={(alt) => gallery.setAlt(item.key, alt)}
            />
          ))}
        </ol>
      )}
      {error && <p className="text-sm font-medium text-terracotta">{error}</p>}

      {gallery.problems.length > 0 && (
        <ul aria-label="Files not added" className="grid gap-2">
          {gallery.problems.map((problem) => (
            <li
              key={problem.key}
              className="flex items-start gap-2 rounded-lg border border-terracotta/40 bg-terracotta/5 px-3 py-2 text-sm text-terracotta"
            >
              <span className="min-w-0 flex-1 break-words">
                <strong className="font-semibold">{problem.name}</strong>: {problem.message}
              </span>
              <button
                type="button"
                onClick={() => gallery.dismiss(problem.key)}
                aria-label={`Dismiss the message about ${problem.name}`}
                className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-terracotta/10"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div
        className={cn(
          "flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line bg-cream/60 p-4",
          dropping && "border-walnut",
        )}
      >
        <ImagePlus className="size-6 shrink-0 text-walnut" aria-hidden="true" />
        {hydrated ? (
          <>
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              Choose pictures
            </Button>
            <span className="text-sm text-muted">or drag them here</span>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={UPLOAD_TYPES}
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
              data-testid="gallery-file-input"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                // Sent by the gallery itself, so they must not travel with the form too.
                event.currentTarget.value = "";
                gallery.addFiles(files);
              }}
            />
          </>
        ) : (
          formUploads && (
            <label className="grid min-w-0 flex-1 gap-1 text-sm font-semibold text-espresso">
              Upload pictures
              <input
                type="file"
                name="upload"
                multiple
                accept={UPLOAD_TYPES}
                aria-invalid={uploadError ? true : undefined}
                className="min-w-0 text-sm font-normal text-muted file:mr-3 file:rounded-full file:border-0 file:bg-walnut file:px-4 file:py-2 file:text-sm file:font-semibold file:text-linen"
              />
            </label>
          )
        )}
        <p className="basis-full text-sm text-muted">
          JPEG, PNG, WebP or AVIF, up to {MAX_UPLOAD_LABEL} each. Resized for phones and screens automatically.
        </p>
      </div>
      {uploadError && <p className="text-sm font-medium text-terracotta">{uploadError}</p>}

      <div>
        <label htmlFor={`${id}-address`} className="mb-1.5 block text-sm font-semibold text-espresso">
          Add by address
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-address`}
            name="images.add"
            inputMode="url"
            value={address}
            placeholder="https://… or /media/…"
            aria-describedby={addressError ? `${id}-address-error` : undefined}
            aria-invalid={addressError ? true : undefined}
            onChange={(event) => setAddress(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || !hydrated) return;
              // Enter adds the address to the gallery instead of sending the whole form.
              event.preventDefault();
              addAddress();
            }}
            className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-linen px-4 text-sm text-espresso placeholder:text-muted/80"
          />
          {hydrated && (
            <Button variant="outline" onClick={addAddress}>
              Add
            </Button>
          )}
        </div>
        {addressError && (
          <p id={`${id}-address-error`} className="mt-1.5 text-sm font-medium text-terracotta">
            {addressError}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {gallery.announcement}
      </p>
    </fieldset>
  );
}
