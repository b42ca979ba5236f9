import { data } from "react-router";
import { failed, type AdminActionResult } from "~/components/admin/admin-action";

/** A refused /admin/content form: its notice, each field's message and the values sent (shown again without JavaScript). */
export const refuse = (
  intent: string,
  text: string,
  values: Record<string, string>,
  errors: Record<string, string> = {},
  status = 400,
) => data<AdminActionResult>({ intent, notice: failed(text), errors, values }, { status });
