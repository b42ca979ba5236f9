import { requireAdmin } from "~/modules/accounts/session.server";
import { parseAdminProductFilters } from "~/modules/catalog/admin-product-filters";
import { handleCsvUpload } from "~/modules/catalog/admin-product-csv-action.server";
import { productsCsvFilename } from "~/modules/catalog/product-csv";
import { exportProductsCsv } from "~/modules/catalog/product-csv.server";
import { variantsCsvFilename } from "~/modules/catalog/variant-csv";
import { exportVariantsCsv } from "~/modules/catalog/variant-csv.server";
import { IMPORT_FORM } from "~/modules/catalog/product-import";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/admin-products-csv";

/** The CSV import's upload posts its file here. */
export const handle: FormHandle = { form: IMPORT_FORM };

/**
 * GET /admin/products.csv?q=&category=&status=: the products the Products tab shows for
 * the same filters (all pages), newest first, in the columns the CSV import reads back;
 * with &file=variants, their variants, one row each (the import reads that file back too).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { api: true });
  const params = new URL(request.url).searchParams;
  const { q, category, status } = parseAdminProductFilters(params);
  const variants = params.get("file") === "variants";
  const file = variants
    ? await exportVariantsCsv({ q, category, status })
    : await exportProductsCsv({ q, category, status });
  return new Response(file, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${variants ? variantsCsvFilename() : productsCsvFilename()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** POST /admin/products.csv: a CSV file to preview before importing (answers JSON; see handleCsvUpload). */
export const action = ({ request }: Route.ActionArgs) => handleCsvUpload(request);
