import { reviewPhotoResponse } from "~/modules/reviews/review-photo-file.server";
import type { Route } from "./+types/review-photo";

/** GET /reviews/photos/<image id>.webp?w=: a review's photo, once the review is approved (admins: always). */
export const loader = ({ request, params }: Route.LoaderArgs) => reviewPhotoResponse(request, params.file);
