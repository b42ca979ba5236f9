import { requireAdmin } from "~/modules/accounts/session.server";
import { handleAdminUpload, uploadAnswer } from "~/modules/catalog/admin-upload-action.server";
import { UPLOAD_LIMIT_BYTES } from "~/modules/media/upload-limits";
import type { BodyLimitHandle } from "~/utils/route-handle";
import type { Route } from "./+types/admin-uploads";

/** A picture may be as large as the upload allows (the body-limit middleware reads this). */
export const handle: BodyLimitHandle = { bodyLimit: UPLOAD_LIMIT_BYTES };

export const action = ({ request }: Route.ActionArgs) => handleAdminUpload(request);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { api: true });
  return uploadAnswer({ error: "Use POST to upload." }, 405);
}
