import { readCustomerPhotos, type PhotosRead } from "~/modules/media/customer-photos.server";
import { MAX_REQUEST_PHOTOS } from "./request-limits";

export { chosenFiles } from "~/modules/media/customer-photos.server";

/** A request's photos, checked and resized; the first refusal names the file (readCustomerPhotos). */
export const readRequestPhotos = (files: File[]): Promise<PhotosRead> => readCustomerPhotos(files, MAX_REQUEST_PHOTOS);
