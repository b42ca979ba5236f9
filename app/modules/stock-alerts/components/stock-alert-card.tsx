import BellOff from "lucide-react/icons/bell-off";
import BellRing from "lucide-react/icons/bell-ring";
import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { StockAlertPage } from "../stock-alert-link-page.server";

const card = "mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft sm:p-10";

/** The alert's private page: confirm it, stop it, or read where it stands. Every change is a button (a POST). */
export function StockAlertCard({ page }: { page: StockAlertPage }) {
  const { alert, key, stopping, done } = page;
  if (!alert) {
    return (
      <div className={card}>
        <h1 className="font-display text-3xl font-medium">This link opens no alert</h1>
        <p className="mt-3 text-muted">
          It may be cut short, or a newer e-mail about the same alert replaced it: please use the newest one. You can
          always ask again on the piece&apos;s page.
        </p>
        <ButtonLink to="/furniture" className="mt-6">
          Browse the furniture
        </ButtonLink>
      </div>
    );
  }
  const piece = alert.piece;
  const pieceName = piece?.name ?? "piece";
  const pieceLink = piece && (
    <Link to={piece.path} className="font-semibold text-walnut underline underline-offset-4">
      {piece.name}
    </Link>
  );
  const inStock = piece?.inStock && (
    <Notice tone="success" title="It is in stock now" className="mt-6">
      The {pieceName} can be ordered today. {pieceLink && <>See the {pieceLink}.</>}
    </Notice>
  );

  if (done?.kind === "stopped" || (alert.state === "unsubscribed" && !done)) {
    return (
      <div className={card} data-testid="stock-alert-stopped">
        <BellOff className="size-8 text-walnut" aria-hidden="true" />
        <h1 className="mt-3 font-display text-3xl font-medium">Alerts stopped</h1>
        <p className="mt-3 text-muted">
          We send no more stock alerts to <b className="wrap-anywhere text-espresso">{alert.email}</b>.
          {done?.kind === "stopped" && done.count > 1 && ` ${done.count} alerts were waiting; all are stopped.`}
        </p>
        {piece && <p className="mt-3 text-muted">Changed your mind? Ask again on the {pieceLink} page.</p>}
      </div>
    );
  }

  if (stopping) {
    return (
      <div className={card}>
        <h1 className="font-display text-3xl font-medium">Stop stock alerts?</h1>
        <p className="mt-3 text-muted">
          We will send no more stock alerts to <b className="wrap-anywhere text-espresso">{alert.email}</b>, for the{" "}
          {pieceName} or any other piece.
        </p>
        <AlertButton id={alert.id} keyValue={key} intent="unsubscribe" label="Stop my alerts" />
      </div>
    );
  }

  if (alert.state === "unconfirmed") {
    return (
      <div className={card}>
        <BellRing className="size-8 text-walnut" aria-hidden="true" />
        <h1 className="mt-3 font-display text-3xl font-medium">Confirm your stock alert</h1>
        <p className="mt-3 text-muted">
          We will write once to <b className="wrap-anywhere text-espresso">{alert.email}</b>, the day the{" "}
          {pieceLink ?? pieceName} is back in stock.
        </p>
        <AlertButton id={alert.id} keyValue={key} intent="confirm" label="Confirm the alert" />
        <StopLink id={alert.id} keyValue={key} label="I did not ask for this" />
      </div>
    );
  }

  const sent = alert.state === "sent";
  return (
    <div className={card} data-testid={sent ? "stock-alert-mailed" : "stock-alert-on"}>
      <BellRing className="size-8 text-walnut" aria-hidden="true" />
      <h1 className="mt-3 font-display text-3xl font-medium">
        {sent ? "We wrote: it is back" : done?.kind === "confirmed" ? "Your alert is on" : "Your alert is waiting"}
      </h1>
      <p className="mt-3 text-muted">
        {sent ? (
          <>
            The {pieceLink ?? pieceName} came back in stock and we wrote to{" "}
            <b className="wrap-anywhere text-espresso">{alert.email}</b>.
          </>
        ) : (
          <>
            We will write once to <b className="wrap-anywhere text-espresso">{alert.email}</b>, the day the{" "}
            {pieceLink ?? pieceName} is back in stock.
          </>
        )}
      </p>
      {inStock}
      <StopLink id={alert.id} keyValue={key} label="Stop my stock alerts" />
    </div>
  );
}

function AlertButton({
  id,
  keyValue,
  intent,
  label,
}: {
  id: string;
  keyValue: string | null;
  intent: "confirm" | "unsubscribe";
  label: string;
}) {
  return (
    <Form method="post" action={`/stock-alerts/${id}`} className="mt-6">
      <input type="hidden" name="key" value={keyValue ?? ""} />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {label}
      </Button>
    </Form>
  );
}

/** The quieter way out, under the main button: it stops every alert of the address. */
function StopLink({ id, keyValue, label }: { id: string; keyValue: string | null; label: string }) {
  return (
    <Form method="post" action={`/stock-alerts/${id}`} className="mt-6 border-t border-line pt-4">
      <input type="hidden" name="key" value={keyValue ?? ""} />
      <input type="hidden" name="intent" value="unsubscribe" />
      <Button type="submit" variant="ghost" size="sm" className="px-0! underline underline-offset-4">
        {label}
      </Button>
    </Form>
  );
}
