import Search from "lucide-react/icons/search";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from "../audit-actions";
import type { AuditFilters } from "../audit-filters";

const actionOptions = AUDIT_ACTION_NAMES.map((name) => ({ value: name, label: AUDIT_ACTIONS[name] }));

/** The log's search as a GET form: every search has its URL, to bookmark or send to a partner. */
export function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  return (
    <Form
      method="get"
      aria-label="Search the audit log"
      className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <Field
        label="Search"
        name="q"
        type="search"
        maxLength={100}
        defaultValue={filters.q}
        placeholder="E-mail, address, order, product…"
      />
      <SelectField
        label="Action"
        name="action"
        placeholder="All actions"
        options={actionOptions}
        defaultValue={filters.action === "all" ? "" : filters.action}
      />
      <Field label="From" name="from" type="date" defaultValue={filters.from ?? ""} />
      <Field label="To" name="to" type="date" defaultValue={filters.to ?? ""} />
      <Button type="submit" variant="outline" className="h-[3.125rem]">
        <Search className="size-4" aria-hidden="true" /> Search
      </Button>
    </Form>
  );
}
