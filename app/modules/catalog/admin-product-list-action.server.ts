import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { readForm } from "~/utils/form.server";
import { handleBulkAction, isBulkIntent } from "./admin-product-bulk-action.server";
import { confirmCsvImport, stageFromListForm } from "./admin-product-csv-action.server";
import { productNotices } from "./admin-product-notices";
import { removeProduct, setProductActive } from "./admin-products.server";
import { IMPORT_FORM, IMPORT_MAX_BYTES, IMPORT_MAX_LABEL, parseImportFile } from "./product-import";
import { importProducts } from "./product-import.server";

const rowIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("toggle"), productId: z.uuid(), active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), productId: z.uuid() }),
]);

/**
 * POST /admin/products (admins only): a row's Activate/Deactivate or Delete, the JSON
 * import, the CSV import's two steps (the file to its preview, then the confirmation),
 * and the bulk actions on the ticked rows.
 */
export async function handleProductListAction(request: Request) {
  const admin = await requireAdmin(request);
  const by = auditActor(request, admin);
  const form = await readForm(request, IMPORT_FORM);
  const intent = form.get("intent");
  if (intent === "import") return importFile(form.get("file"), by);
  if (intent === "csv-preview") return stageFromListForm(request, form, admin.id);
  if (intent === "csv-confirm") return confirmCsvImport(form, admin.id, by);
  if (isBulkIntent(intent)) return handleBulkAction(intent, form, by);

  const parsed = rowIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const notice = form.get("intent") === "delete" ? productNotices.deleteFailed : productNotices.statusFailed;
    return data({ notice }, { status: 400 });
  }
  if (parsed.data.intent === "toggle") {
    const done = await setProductActive(parsed.data.productId, parsed.data.active === "true", by);
    return done
      ? { notice: productNotices.statusUpdated }
      : data({ notice: productNotices.statusFailed }, { status: 404 });
  }
  const outcome = await removeProduct(parsed.data.productId, by);
  if (!outcome) return data({ notice: productNotices.deleteFailed, outcome }, { status: 404 });
  return { notice: outcome === "archived" ? productNotices.archived : productNotices.deleted, outcome };
}

async function importFile(file: FormDataEntryValue | null, by: AuditActor) {
  if (!(file instanceof File) || file.size === 0) {
    return data({ notice: productNotices.importFailed("Please choose a JSON file to import.") }, { status: 400 });
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return data(
      { notice: productNotices.importFailed(`The file is too large: the limit is ${IMPORT_MAX_LABEL}.`) },
      { status: 413 },
    );
  }
  const parsed = parseImportFile(await file.text());
  if (!parsed.ok) return data({ notice: productNotices.importFailed(parsed.message) }, { status: 400 });
  const report = await importProducts(parsed.items);
  if (report.imported > 0) {
    const changes = { file: file.name, imported: report.imported, failed: report.failures.length };
    await recordAudit(by, { action: "product.imported", target: { type: "import", label: file.name }, changes });
  }
  return { notice: productNotices.imported(report.imported, report.failures.length), report };
}
