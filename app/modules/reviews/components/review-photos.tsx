import { reviewPhotoSrc } from "../review-paths";

/** A review's photos as thumbnails, each linking to the full picture. */
export function ReviewPhotos({
  photos,
  altFor,
  size,
}: {
  photos: string[];
  altFor: (n: number) => string;
  size: 96 | 112;
}) {
  if (photos.length === 0) return null;
  return (
    <ul role="list" className="flex flex-wrap gap-3">
      {photos.map((photo, index) => (
        <li key={photo}>
          <a href={reviewPhotoSrc(photo)} className="block overflow-hidden rounded-lg ring-1 ring-line">
            <img
              src={reviewPhotoSrc(photo, 400)}
              alt={altFor(index + 1)}
              width={size}
              height={size}
              loading="lazy"
              className={size === 96 ? "size-24 object-cover" : "size-28 object-cover"}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
