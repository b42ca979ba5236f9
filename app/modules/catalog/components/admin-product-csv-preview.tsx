import Upload from "lucide-react/icons/upload";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Notice } from "~/components/ui/notice";
import type { ImportPreview } from "../product-csv.server";
import { RowCreates, RowFailures, RowUpdates } from "./admin-product-csv-rows";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/**
 * A staged CSV file's preview: what it would create, update (with each field's change) and
 * which rows fail and why. The owner then imports the valid rows, or only an all-valid
 * file. The confirmation carries only the draft's id: the server plans the file again.
 */
export function AdminProductCsvPreview({
  preview,
  listHref,
}: {
  preview: ImportPreview | { missing: true };
  listHref: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "csv-confirm";

  if ("missing" in preview) {
    return (
      <Notice tone="error" title="No import to preview">
        This import was already done or has expired (after an hour): upload the file again.
      </Notice>
    );
  }
  const { counts, rows } = preview;
  const creates = rows.flatMap((row) => (row.kind === "create" ? [row] : []));
  const updates = rows.flatMap((row) => (row.kind === "update" ? [row] : []));
  const failures = rows.flatMap((row) => (row.kind === "failed" ? [row] : []));
  const nothing = counts.create + counts.update === 0;
  // A variants file's rows are known by SKU, a products file's by slug.
  const keyName = preview.kind === "variants" ? "SKU" : "slug";

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={`${id}-title`} role="region">
      <h3 id={`${id}-title`} className="font-display text-xl font-medium">
        Import preview: {preview.fileName}
      </h3>
      <p className="mt-1 text-sm text-espresso" data-testid="csv-summary">
        {preview.kind === "variants"
          ? `${plural(counts.create, "variant")} to add, ${plural(counts.update, "variant")} to update, `
          : `${plural(counts.create, "product")} to create, ${plural(counts.update, "product")} to update, `}
        {counts.unchanged.toLocaleString("en-US")} unchanged, {plural(counts.failed, "row")} failed.
      </p>
      <div className="mt-4 grid gap-4">
        {failures.length > 0 && <RowFailures rows={failures} title="Rows that fail" />}
        {counts.update > 0 && <RowUpdates rows={updates} total={counts.update} keyName={keyName} />}
        {counts.create > 0 && <RowCreates rows={creates} total={counts.create} keyName={keyName} />}
      </div>
      <Form method="post" action={listHref} className="mt-5 grid gap-4">
        <input type="hidden" name="intent" value="csv-confirm" />
        <input type="hidden" name="draft" value={preview.draftId} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-espresso">How to import</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="mode" value="valid" defaultChecked className="mt-1 size-4 accent-walnut" />
            <span>
              Import all valid rows <span className="text-muted">(rows that fail are left out and listed)</span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="mode" value="all" className="mt-1 size-4 accent-walnut" />
            <span>
              Only if every row is valid <span className="text-muted">(one failed row imports nothing)</span>
            </span>
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={importing || nothing}>
            <Upload className="size-4" aria-hidden="true" /> {importing ? "Importing…" : "Import"}
          </Button>
          <ButtonLink to={listHref} variant="ghost">
            Cancel
          </ButtonLink>
        </div>
        {nothing && <p className="text-sm text-muted">Nothing in this file would change the catalogue.</p>}
      </Form>
    </Card>
  );
}
