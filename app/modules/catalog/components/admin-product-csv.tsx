import Download from "lucide-react/icons/download";
import FileSearch from "lucide-react/icons/file-search";
import { useId, useState, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Notice } from "~/components/ui/notice";
import type { Notice as NoticeData } from "~/components/ui/toaster";
import { sendWithProgress } from "~/utils/send-with-progress";
import type { CsvImportReport } from "../product-csv.server";
import { PRODUCT_CSV_COLUMNS } from "../product-csv";
import { VARIANT_CSV_COLUMNS } from "../variant-csv";
import { RowFailures } from "./admin-product-csv-rows";

export interface CsvResult {
  notice?: NoticeData;
  csvFailed?: boolean;
  csvReport?: CsvImportReport;
}

type Upload =
  | { state: "idle" }
  | { state: "sending"; percent: number }
  | { state: "checking" }
  | { state: "error"; message: string };

/** The list's address with ?import=<draft>, where the preview is shown (its filters kept). */
function previewOf(listHref: string, draftId: string): string {
  const url = new URL(listHref, "http://shop.invalid");
  url.searchParams.set("import", draftId);
  return `${url.pathname}${url.search}`;
}

/**
 * The CSV import and export. Export downloads the products of the list's current view.
 * Import is a plain multipart post (it works without JavaScript); with JavaScript the
 * file goes by XMLHttpRequest to /admin/products.csv, so a progress bar can show the
 * upload, and the page then opens the file's preview.
 */
export function AdminProductCsv({
  listHref,
  exportHref,
  result,
}: {
  listHref: string;
  exportHref: string;
  result?: CsvResult;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const busy = upload.state === "sending" || upload.state === "checking";

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    setUpload({ state: "sending", percent: 0 });
    const answer = await sendWithProgress<{ draftId?: string; error?: string }>("/admin/products.csv", body, (share) =>
      setUpload(share < 1 ? { state: "sending", percent: Math.round(share * 100) } : { state: "checking" }),
    );
    if (answer?.draftId) {
      setUpload({ state: "idle" });
      void navigate(previewOf(listHref, answer.draftId));
    } else {
      setUpload({ state: "error", message: answer?.error ?? "The file could not be sent: please try again." });
    }
  }

  const refusal = upload.state === "error" ? upload.message : result?.csvFailed ? result.notice?.text : undefined;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="font-display text-xl font-medium">CSV Import and Export</h3>
        <div className="flex flex-wrap gap-2">
          <a href={exportHref} download className={buttonClass({ variant: "outline", size: "sm" })}>
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
          <a
            href={`${exportHref}${exportHref.includes("?") ? "&" : "?"}file=variants`}
            download
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            <Download className="size-4" aria-hidden="true" /> Export variants CSV
          </a>
        </div>
      </div>
      <p className="mt-1 text-sm text-muted">
        Export the products of this view, change them in a spreadsheet, and import the file back: a row whose slug is a
        product&apos;s updates it, a new or empty slug adds a product. Columns: {PRODUCT_CSV_COLUMNS.join(", ")}; images
        separated by |. Up to 5,000 rows and 2 MB. You see a preview before anything changes.
      </p>
      <p className="mt-2 text-sm text-muted">
        The variants file has one row per variant, keyed by its SKU ({VARIANT_CSV_COLUMNS.join(", ")}): change prices
        (empty: the base price plus surcharges), stock, making time in weeks or status (active or hidden), or add a
        variant with a new SKU, its product&apos;s slug and a value of each option. Import it here too.
      </p>
      <Form
        method="post"
        action={listHref}
        encType="multipart/form-data"
        onSubmit={(event) => void send(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="csv-preview" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold text-espresso">
            CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept="text/csv,.csv"
            required
            className="block w-full rounded-xl border border-line bg-linen p-2 text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-cream file:px-4 file:py-2 file:text-sm file:font-semibold file:text-walnut hover:file:bg-sand"
          />
        </div>
        <Button type="submit" disabled={busy} className="shrink-0">
          <FileSearch className="size-4" aria-hidden="true" /> {busy ? "Checking…" : "Preview Import"}
        </Button>
      </Form>
      {busy && (
        <div className="mt-3" role="status">
          <progress
            value={upload.state === "sending" ? upload.percent : undefined}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full"
          />
          <p className="mt-1 text-sm text-muted">
            {upload.state === "sending" ? `Uploading… ${upload.percent}%` : "Checking every row…"}
          </p>
        </div>
      )}
      {refusal && (
        <Notice tone="error" className="mt-4">
          {refusal}
        </Notice>
      )}
      {result?.csvReport && result.notice && <ImportReport report={result.csvReport} notice={result.notice} />}
    </Card>
  );
}

function ImportReport({ report, notice }: { report: CsvImportReport; notice: NoticeData }) {
  return (
    <div className="mt-4 grid gap-3">
      <Notice tone={notice.tone} title={notice.title}>
        {notice.text}
      </Notice>
      {report.failures.length > 0 && (
        <RowFailures rows={report.failures} title={report.written ? "Not imported" : "Rows to fix"} />
      )}
    </div>
  );
}
