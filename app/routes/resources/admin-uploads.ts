import { requireAdmin } from "~/modules/accounts/session.server";
import { handleAdminUpload, uploadAnswer } from "~/modules/catalog/admin-upload-action.server";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/admin-uploads";

/** A picture may be as large as the upload allows (the host reads this before the action runs: server/form-body.ts). */
export const handle: FormHandle = { form: ADMIN_UPLOAD_FORM };

export const action = ({ request }: Route.ActionArgs) => handleAdminUpload(request);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { api: true });
  return uploadAnswer({ error: "Use POST to upload." }, 405);
}
