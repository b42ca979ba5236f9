import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import Trash2 from "lucide-react/icons/trash-2";
import type { DragEvent } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/utils/cn";
import { isImageUrl, MAX_ALT_LENGTH } from "../image-list";
import type { GalleryItem } from "./use-gallery";

const iconButton =
  "grid size-9 place-items-center rounded-full border border-line bg-linen text-espresso hover:bg-cream disabled:opacity-40 disabled:hover:bg-linen";

export interface GalleryItemDrag {
  dragging: boolean;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnter: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

/**
 * One picture of the gallery: its thumbnail, its alt text, and the ways to
 * move or remove it. With JavaScript these are buttons (and the card can be
 * dragged); without, a position number and a 'Remove' box posted with the
 * form, which the server applies when saving.
 */
export function MediaGalleryItem({
  item,
  index,
  count,
  postedIndex,
  hydrated,
  altPlaceholder,
  idPrefix,
  drag,
  onMove,
  onRemove,
  onAlt,
}: {
  item: GalleryItem;
  index: number;
  count: number;
  /** Its number among the pictures the form posts (uploads still in flight are not posted). */
  postedIndex: number;
  hydrated: boolean;
  altPlaceholder: string;
  idPrefix: string;
  drag: GalleryItemDrag;
  onMove: (to: number) => void;
  onRemove: () => void;
  onAlt: (alt: string) => void;
}) {
  const number = index + 1;
  const name = (field: string) => `images.${postedIndex}.${field}`;
  const altId = `${idPrefix}-alt-${item.key}`;

  if (item.url === null) {
    const percent = item.upload?.percent ?? 0;
    return (
      <li className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-cream/60 p-3">
        <div className="grid aspect-[4/3] w-20 shrink-0 place-items-center rounded-lg bg-sand/40 text-xs text-muted sm:w-24">
          {percent >= 100 ? "Resizing…" : `${percent}%`}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-espresso">{item.upload?.name}</p>
          <progress
            value={percent}
            max={100}
            aria-label={`Uploading ${item.upload?.name ?? "picture"}`}
            className="mt-2 h-2 w-full accent-walnut"
          />
        </div>
      </li>
    );
  }

  return (
    <li
      data-gallery-item={item.key}
      draggable={hydrated}
      onDragStart={drag.onDragStart}
      onDragEnter={drag.onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragEnd={drag.onDragEnd}
      className={cn(
        "flex gap-3 rounded-xl border border-line bg-linen p-3 shadow-soft",
        drag.dragging && "opacity-50 ring-2 ring-brass/60",
      )}
    >
      <input type="hidden" name={name("url")} value={item.url} />
      <div className="flex shrink-0 flex-col items-center gap-2">
        {isImageUrl(item.url) ? (
          <ResponsiveImage
            src={item.url}
            alt=""
            sizes="96px"
            draggable={false}
            className="aspect-[4/3] h-auto w-20 rounded-lg border border-line bg-cream object-cover sm:w-24"
          />
        ) : (
          <span className="grid aspect-[4/3] w-20 place-items-center rounded-lg border border-terracotta/40 bg-terracotta/5 text-xs text-terracotta sm:w-24">
            Not a URL
          </span>
        )}
        {hydrated && <GripVertical className="size-4 cursor-grab text-muted" aria-hidden="true" />}
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-espresso">
          Picture {number}
          {index === 0 && (
            <span className="rounded-full bg-walnut px-2 py-0.5 text-xs font-bold text-linen">Main picture</span>
          )}
        </p>
        <div>
          <label htmlFor={altId} className="mb-1 block text-sm font-medium text-espresso">
            Alt text<span className="sr-only"> for picture {number}</span>
          </label>
          <input
            id={altId}
            name={name("alt")}
            value={item.alt}
            maxLength={MAX_ALT_LENGTH}
            placeholder={altPlaceholder}
            onChange={(event) => onAlt(event.currentTarget.value)}
            className="h-10 w-full rounded-lg border border-line bg-linen px-3 text-sm text-espresso placeholder:text-muted/80"
          />
        </div>
        {hydrated ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              data-move="earlier"
              className={iconButton}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
              aria-label={`Move picture ${number} earlier`}
              title="Move earlier"
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              data-move="later"
              className={iconButton}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={`Move picture ${number} later`}
              title="Move later"
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(iconButton, "ml-auto text-terracotta")}
              onClick={onRemove}
              aria-label={`Remove picture ${number}`}
              title="Remove"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <label className="flex items-center gap-2">
              Position<span className="sr-only"> of picture {number}</span>
              <input
                type="number"
                name={name("position")}
                defaultValue={number}
                min={1}
                max={count}
                className="h-9 w-16 rounded-lg border border-line bg-linen px-2"
              />
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name={name("remove")} className="size-4 accent-walnut" />
              Remove<span className="sr-only"> picture {number}</span>
            </label>
          </div>
        )}
      </div>
    </li>
  );
}
