import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useFetcherResult } from "~/components/admin/use-admin-form";
import { FreeTimeOptions } from "./free-time-options";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { MoveChoices } from "../admin-agenda.server";

/** The address of the agenda as it is, without the open move form. */
export function agendaSearch(search: string, move?: string) {
  const params = new URLSearchParams(search);
  params.delete("move");
  if (move) params.set("move", move);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Move a booking: the free times of the next three weeks, by day. The customer is mailed the new
 * time with an updated invitation. `revision` is the booking as the admin saw it.
 */
export function MoveBookingForm({
  id,
  number,
  revision,
  choices,
}: {
  id: string;
  number: string;
  revision: number;
  choices: MoveChoices;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const location = useLocation();
  const navigate = useNavigate();
  const closed = `/admin/consultations${agendaSearch(location.search)}`;
  useFetcherResult(fetcher, (result) => {
    if (result.notice?.tone === "success") void navigate(closed, { preventScrollReset: true, replace: true });
  });
  return (
    <fetcher.Form
      method="post"
      action={`/admin/consultations${location.search}`}
      className="grid basis-full gap-3 rounded-xl border border-walnut/40 bg-cream p-4"
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      {choices.days.length === 0 ? (
        <p className="text-sm text-muted">There is no free time in the next three weeks.</p>
      ) : (
        <SelectField label={`New time for booking #${number}`} name="slot" required placeholder="Choose a free time">
          <FreeTimeOptions days={choices.days} />
        </SelectField>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle" || choices.days.length === 0}>
          {fetcher.state !== "idle" ? "Moving..." : "Move and e-mail the customer"}
        </Button>
        <Link to={closed} preventScrollReset className="text-sm font-semibold text-walnut underline underline-offset-4">
          Keep the time
        </Link>
      </div>
    </fetcher.Form>
  );
}
