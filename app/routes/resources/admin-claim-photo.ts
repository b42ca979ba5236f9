import { claimPhotoResponse } from "~/modules/claims/admin-claim-photo.server";
import type { Route } from "./+types/admin-claim-photo";

/** GET /admin/claims/photos/<image id>.webp?w=: a request's photo, to admins only. */
export const loader = ({ request, params }: Route.LoaderArgs) => claimPhotoResponse(request, params.file);
