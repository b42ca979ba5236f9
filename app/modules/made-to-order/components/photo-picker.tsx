import ImagePlus from "lucide-react/icons/image-plus";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { FieldFrame } from "~/components/ui/field";
import { UPLOAD_TYPES } from "~/modules/media/media-file";
import { MAX_REQUEST_PHOTOS } from "../request-limits";

import type { Chosen } from "./chosen-photos";

const ChosenPhotos = lazy(() => import("./chosen-photos").then((module) => ({ default: module.ChosenPhotos })));

/**
 * Up to six room or reference photos. The input is a real file input inside the form, so the
 * photos go with it with or without JavaScript; with it, the choice shows as thumbnails that
 * can be removed one by one (the input's file list is rebuilt to match). The form gives it a new
 * `key` once sent, which empties it with the form.
 */
export function PhotoPicker({ error }: { error?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);

  useEffect(() => () => chosen.forEach((photo) => URL.revokeObjectURL(photo.preview)), [chosen]);

  function show(files: File[]) {
    setChosen(files.map((file) => ({ file, preview: URL.createObjectURL(file) })));
  }

  function remove(index: number) {
    const input = inputRef.current;
    if (!input) return;
    const keep = new DataTransfer();
    chosen.forEach((photo, at) => at !== index && keep.items.add(photo.file));
    input.files = keep.files;
    show([...keep.files]);
  }

  return (
    <div className="grid gap-3">
      <FieldFrame
        label={`Photos (optional, up to ${MAX_REQUEST_PHOTOS})`}
        error={error}
        hint="Your room, or pictures of pieces you like: JPEG, PNG, WebP or AVIF, up to 8 MB each."
        control={(wiring) => (
          <div className="relative">
            <input
              ref={inputRef}
              type="file"
              name="photos"
              multiple
              accept={UPLOAD_TYPES}
              onChange={(event) => show([...(event.currentTarget.files ?? [])])}
              className="block w-full cursor-pointer rounded-xl border border-dashed border-walnut/50 bg-cream px-4 py-4 text-sm text-espresso file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-walnut file:px-4 file:py-2 file:text-sm file:font-semibold file:text-linen focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none aria-[invalid=true]:border-terracotta"
              {...wiring}
            />
            <ImagePlus
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-walnut"
              aria-hidden="true"
            />
          </div>
        )}
      />
      {/* The thumbnails' code comes once photos are chosen: the page's own script stays small. */}
      {chosen.length > 0 && (
        <Suspense fallback={null}>
          <ChosenPhotos chosen={chosen} onRemove={remove} />
        </Suspense>
      )}
    </div>
  );
}
