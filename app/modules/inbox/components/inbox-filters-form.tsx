import Filter from "lucide-react/icons/filter";
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { InboxView } from "../inbox-filters";

const statusOptions = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
];

/**
 * The status filter as a GET form: each view has its URL; with JavaScript a choice applies at
 * once. Custom requests and consultations have their own pages (the inbox's sections), so the
 * inbox holds contact messages only and needs no kind filter.
 */
export function InboxFiltersForm({ view }: { view: InboxView }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      key={view.status ?? ""}
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      aria-label="Filter messages"
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
    >
      {view.kind && <input type="hidden" name="kind" value={view.kind} />}
      <SelectField
        label="Status"
        name="status"
        placeholder="All statuses"
        options={statusOptions}
        defaultValue={view.status ?? ""}
      />
      <Button type="submit" variant="outline" className="h-[3.125rem]">
        <Filter className="size-4" aria-hidden="true" /> Apply
      </Button>
    </Form>
  );
}
