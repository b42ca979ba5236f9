import X from "lucide-react/icons/x";

/** A chosen photo and its preview (an object URL, freed when it leaves the list). */
export interface Chosen {
  file: File;
  preview: string;
}

/**
 * The request form's chosen photos as thumbnails, each with its Remove button. A file of its
 * own, fetched once photos are chosen (photo-picker.tsx), so /custom-orders keeps its script small.
 */
export function ChosenPhotos({ chosen, onRemove }: { chosen: Chosen[]; onRemove: (index: number) => void }) {
  return (
    <ul role="list" aria-label="Chosen photos" className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {chosen.map((photo, index) => (
        <li key={photo.preview} className="relative">
          <img
            src={photo.preview}
            alt={photo.file.name}
            className="aspect-square w-full rounded-lg border border-line object-cover"
          />
          <button
            type="button"
            onClick={() => onRemove(index)}
            className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full border border-line bg-linen text-espresso shadow-soft hover:text-terracotta focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Remove {photo.file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
