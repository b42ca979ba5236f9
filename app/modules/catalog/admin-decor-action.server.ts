import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { DECOR_MISSING, decorFormSchema } from "./admin-decor.schema";
import { createDecorProduct } from "./admin-decor.server";

/** POST /admin/decor (admins only): the Home Decor tab's add form. */
export async function handleDecorAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await request.formData());
  const parsed = decorFormSchema.safeParse(values);
  if (!parsed.success) {
    return data<AdminActionResult>(
      { intent: "create", notice: failed("Failed to add product."), errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const outcome = await createDecorProduct(parsed.data, by);
  if (!outcome.ok) {
    return data<AdminActionResult>({ intent: "create", notice: failed(DECOR_MISSING), values }, { status: 409 });
  }
  return { intent: "create", notice: succeeded("Product added successfully!") } satisfies AdminActionResult;
}
