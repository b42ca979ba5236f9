import BellRing from "lucide-react/icons/bell-ring";
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { StockAlertResult } from "../stock-alert-result";

/** Where the form posts: the sign-up (and, without JavaScript, the page that answers it). */
export const STOCK_ALERT_ACTION = "/stock-alerts";

/**
 * 'Tell me when it is back', in the buying box of a sold-out piece: an e-mail and, if the buyer
 * likes, a phone. No account. The answer replaces the form ('Check your inbox'), or names the
 * field that is wrong; without JavaScript the form posts to /stock-alerts, which says the same.
 */
export function StockAlertForm({ variantId, piece }: { variantId: string; piece: string }) {
  const fetcher = useFetcher<StockAlertResult>({ key: `stock-alert-${variantId}` });
  const result = fetcher.data;
  const headingId = useId();
  const answer = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== "idle";

  // The answer takes the focus, so that a screen reader and a keyboard land on it.
  useEffect(() => {
    if (result?.ok) answer.current?.focus();
  }, [result]);

  if (result?.ok) {
    return (
      <div ref={answer} tabIndex={-1} className="focus:outline-none" data-testid="stock-alert-sent">
        <Notice tone="success" title="Check your inbox">
          We sent a link to <b className="wrap-anywhere">{result.email}</b>. Confirm it, and we write once, the day the{" "}
          {piece} is back.
        </Notice>
      </div>
    );
  }
  const errors = result?.ok === false ? result.errors : {};
  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-4">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-espresso">
        <BellRing className="size-4 text-walnut" aria-hidden="true" />
        Tell me when it is back
      </h2>
      <p className="mt-1 text-sm text-muted">One e-mail the day it is back in stock. No account needed.</p>
      {result?.ok === false && (
        <Notice tone="error" className="mt-3">
          {result.message}
          {result.inStockPath && (
            <>
              {" "}
              <Link to={result.inStockPath} className="font-semibold text-walnut underline underline-offset-4">
                See it now
              </Link>
            </>
          )}
        </Notice>
      )}
      <fetcher.Form method="post" action={STOCK_ALERT_ACTION} noValidate className="mt-3 grid gap-3">
        <input type="hidden" name="variantId" value={variantId} />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={320}
          error={errors.email}
        />
        <Field
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          hint="For a call when it is back, if you prefer."
          error={errors.phone}
        />
        <Button type="submit" variant="outline" className="w-full" aria-disabled={busy || undefined}>
          {busy ? "Saving…" : "Tell me when it is back"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
