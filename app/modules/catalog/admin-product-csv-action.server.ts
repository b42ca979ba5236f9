import { data, redirect } from "react-router";
import type { Notice } from "~/components/ui/toaster";
import { requireAdmin } from "~/modules/accounts/session.server";
import type { AuditActor } from "~/modules/audit/audit.server";
import { readForm } from "~/utils/form.server";
import { parseCatalogueCsv } from "./product-csv-reader.server";
import { importDraft, type CsvImportReport, type ImportMode } from "./product-csv.server";
import { stageDraft } from "./product-csv-drafts.server";
import { IMPORT_FORM, IMPORT_MAX_BYTES, IMPORT_MAX_LABEL } from "./product-import";

const success = (text: string): Notice => ({ tone: "success", title: "Success", text });
const failure = (text: string): Notice => ({ tone: "error", title: "Error", text });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOO_LARGE = `The file is too large: the limit is ${IMPORT_MAX_LABEL}.`;

type Staged = { ok: true; draftId: string } | { ok: false; status: number; message: string };

/**
 * Step one of the CSV import: the file is read (UTF-8, a header of the export's columns,
 * at most 5,000 rows) and kept as a draft for its preview. Nothing in the catalogue changes.
 */
export async function stageCsvFile(file: FormDataEntryValue | null, adminId: string): Promise<Staged> {
  if (!(file instanceof File) || file.size === 0)
    return { ok: false, status: 400, message: "Please choose a CSV file." };
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, status: 413, message: TOO_LARGE };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { ok: false, status: 400, message: "The file is not UTF-8 text: save it as 'CSV UTF-8' and try again." };
  }
  const parsed = parseCatalogueCsv(text);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  return { ok: true, draftId: await stageDraft(adminId, file.name || "products.csv", text) };
}

/** Where a staged file's preview is shown: the list's view, with ?import=<draft>. */
export function previewHref(listUrl: string, draftId: string): string {
  const url = new URL(listUrl, "http://shop.invalid");
  url.searchParams.delete("import");
  url.searchParams.delete("bulk");
  url.searchParams.set("import", draftId);
  return `${url.pathname}${url.search}`;
}

/**
 * POST /admin/products.csv: the upload with progress (XMLHttpRequest, so the browser can
 * show how much has gone). Answers JSON: where the preview is, or why the file was refused.
 */
export async function handleCsvUpload(request: Request) {
  const admin = await requireAdmin(request, { api: true });
  const form = await readForm(request, IMPORT_FORM);
  const staged = await stageCsvFile(form.get("file"), admin.id);
  if (!staged.ok) return Response.json({ error: staged.message }, { status: staged.status });
  // The page adds it to the list's own address (previewHref), keeping its filters.
  return Response.json({ draftId: staged.draftId });
}

/** The list's own post of the file (without JavaScript): to the preview, or the reason it was refused. */
export async function stageFromListForm(request: Request, form: FormData, adminId: string) {
  const staged = await stageCsvFile(form.get("file"), adminId);
  if (!staged.ok) return data({ notice: failure(staged.message), csvFailed: true }, { status: staged.status });
  throw redirect(previewHref(request.url, staged.draftId), 303);
}

/** Step two: the owner confirmed the preview. The file is planned again and imported in one transaction. */
export async function confirmCsvImport(form: FormData, adminId: string, by: AuditActor) {
  const draftId = String(form.get("draft") ?? "");
  const mode = form.get("mode");
  if (!UUID.test(draftId) || (mode !== "valid" && mode !== "all")) {
    return data(
      { notice: failure("Choose how to import: all valid rows, or only if every row is valid.") },
      { status: 400 },
    );
  }
  let report: Awaited<ReturnType<typeof importDraft>>;
  try {
    report = await importDraft(draftId.toLowerCase(), adminId, mode as ImportMode, by);
  } catch {
    return data(
      { notice: failure("The database refused the import, so nothing was written: please try again.") },
      { status: 409 },
    );
  }
  if ("missing" in report) {
    return data(
      { notice: failure("This import was already done or has expired (after an hour): upload the file again.") },
      { status: 410 },
    );
  }
  return { notice: csvNotice(report), csvReport: report };
}

function csvNotice(report: CsvImportReport): Notice {
  const failed = report.failures.length;
  const rows = (n: number) => `${n} ${n === 1 ? "row" : "rows"}`;
  if (!report.written) {
    return failure(`Nothing was imported: ${rows(failed)} not valid. Fix them, or import the valid rows only.`);
  }
  const text =
    report.kind === "variants"
      ? `Variants CSV imported: ${report.created} added, ${report.updated} updated, ${report.unchanged} unchanged.`
      : `CSV imported: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged.`;
  return failed === 0
    ? success(text)
    : { tone: "success", title: "Imported with errors", text: `${text} ${rows(failed)} not imported: see the list.` };
}
