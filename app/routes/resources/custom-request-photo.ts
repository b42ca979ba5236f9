import { customRequestPhotoResponse } from "~/modules/made-to-order/request-photo-file.server";
import type { Route } from "./+types/custom-request-photo";

/** GET /requests/:number/photos/<image id>.webp?w=&key=: a request's photo, for those who may read the request. */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  customRequestPhotoResponse(request, params.number, params.file);
