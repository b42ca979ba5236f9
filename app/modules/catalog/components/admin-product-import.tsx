import FileUp from "lucide-react/icons/file-up";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Notice } from "~/components/ui/notice";
import { useNotice, type Notice as NoticeData } from "~/components/ui/toaster";
import { cn } from "~/utils/cn";
import type { ImportReport } from "../product-import.server";

export interface ImportResult {
  notice?: NoticeData;
  report?: ImportReport;
}

/**
 * The spec's JSON import: a file of products in an array. The answer says how
 * many went in, and lists every item that did not, with its place in the file
 * and why, so the admin can fix the file and import just those again.
 */
export function AdminProductImport({ action, serverResult }: { action: string; serverResult?: ImportResult }) {
  const id = useId();
  const fetcher = useFetcher<ImportResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useNotice(fetcher.data);
  const result = fetcher.data ?? serverResult;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.report) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="font-display text-xl font-medium">Import Products</h3>
      <p className="mt-1 text-sm text-muted">
        A JSON array of products, up to 5,000 items and 2 MB. Each item may have name, description, price (whole
        rupees), stock, images, category (id, slug or name), dimensions and materials; missing values get the defaults.
      </p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="import" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold text-espresso">
            JSON file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept="application/json,.json"
            required
            className="block w-full rounded-xl border border-line bg-linen p-2 text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-cream file:px-4 file:py-2 file:text-sm file:font-semibold file:text-walnut hover:file:bg-sand"
          />
        </div>
        <Button type="submit" disabled={busy} className="shrink-0">
          <FileUp className="size-4" aria-hidden="true" /> {busy ? "Importing…" : "Import Products"}
        </Button>
      </fetcher.Form>
      {result?.notice && (
        <div className="mt-4">
          {fetcher.data ? (
            // Announced by the toast already: shown here to stay, without a second announcement.
            <p
              className={cn(
                "rounded-2xl border p-4 text-sm font-semibold",
                result.notice.tone === "error" ? "border-terracotta/30 bg-terracotta/5" : "border-sage/30 bg-sage/10",
              )}
            >
              {result.notice.text}
            </p>
          ) : (
            <Notice tone={result.notice.tone} title={result.notice.title}>
              {result.notice.text}
            </Notice>
          )}
          {result.report && result.report.failures.length > 0 && <Failures report={result.report} />}
        </div>
      )}
    </Card>
  );
}

function Failures({ report }: { report: ImportReport }) {
  const id = useId();
  return (
    <div className="mt-3">
      <h4 id={id} className="text-sm font-semibold text-espresso">
        Not imported ({report.failures.length})
      </h4>
      {/* Focusable, so that the list scrolls with the keyboard too. */}
      <ol
        aria-labelledby={id}
        tabIndex={0}
        className="mt-2 max-h-64 overflow-y-auto rounded-xl border border-line bg-linen text-sm"
      >
        {report.failures.map((failure) => (
          <li key={failure.index} className="border-b border-line px-4 py-2 last:border-b-0">
            <span className="font-semibold">
              Item {failure.index + 1} (index {failure.index}):
            </span>{" "}
            <span className="text-muted">{failure.reason}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
