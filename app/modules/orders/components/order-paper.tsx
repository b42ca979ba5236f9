import ArrowLeft from "lucide-react/icons/arrow-left";
import Printer from "lucide-react/icons/printer";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "~/components/ui/brand-mark";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { cn } from "~/utils/cn";
import { formatPhone } from "~/utils/phone-display";

/** What the letterhead shows of the shop (order-documents.server.ts). */
export interface PaperShop {
  name: string;
  phone: string;
  address: string[];
  email?: string;
  /** The invoice's 'NTN: 1234567-8' and 'STRN: …', when the shop is registered; absent elsewhere. */
  registrations?: string[];
}

/**
 * The Print button needs JavaScript: until the page runs it, the toolbar says how to print
 * instead, so there is never a button that does nothing.
 */
function PrintControl() {
  const hydrated = useHydrated();
  if (!hydrated) {
    return <p className="text-sm text-muted">Press Ctrl+P (⌘P on a Mac) to print or save as PDF.</p>;
  }
  return (
    <Button size="sm" onClick={() => window.print()}>
      <Printer className="size-4" aria-hidden="true" /> Print
    </Button>
  );
}

const toolbarLink =
  "inline-flex items-center gap-1.5 text-sm font-semibold text-walnut underline-offset-4 hover:underline";

/**
 * A sheet of A4 paper on screen, and the page itself in print: the toolbar above it (back to
 * the order, the other paper, Print) is left out of the printout.
 */
export function PaperSheet({
  orderId,
  other,
  label,
  children,
}: {
  orderId: string;
  /** The order's other paper, one click away. */
  other: { to: string; label: string };
  /** The sheet's accessible name ('Invoice 4F2A9C1B'). */
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="px-3 py-6 sm:px-6 sm:py-10 print:p-0">
      <nav
        aria-label="Document"
        className="mx-auto mb-5 flex max-w-[210mm] flex-wrap items-center justify-between gap-x-6 gap-y-3 print:hidden"
      >
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Link to={`/admin?order=${orderId}`} className={toolbarLink}>
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to order
          </Link>
          <Link to={other.to} className={toolbarLink}>
            {other.label}
          </Link>
        </div>
        <PrintControl />
      </nav>
      <article
        aria-label={label}
        className="paper mx-auto max-w-[210mm] bg-white px-5 py-7 text-[0.8125rem] leading-relaxed text-espresso shadow-lift sm:px-[15mm] sm:py-[15mm] sm:text-sm"
      >
        {children}
      </article>
    </div>
  );
}

/** The shop's name, address and contacts at the head of the paper, the paper's title and facts beside them. */
export function Letterhead({ shop, title, children }: { shop: PaperShop; title: string; children: ReactNode }) {
  return (
    <header className="paper-rule-strong flex flex-col gap-6 border-b pb-6 sm:flex-row sm:justify-between">
      <div className="flex gap-3">
        <BrandMark className="size-10 shrink-0" />
        <div>
          <p className="font-display text-xl leading-tight font-medium tracking-tight">{shop.name}</p>
          <address className="mt-1.5 text-xs leading-relaxed text-muted not-italic">
            {shop.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">
              {formatPhone(shop.phone)}
              {shop.email && <> · {shop.email}</>}
            </span>
            {shop.registrations?.map((line) => (
              <span key={line} className="block tabular-nums" data-testid="paper-registration">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
      <div className="sm:text-right">
        <h1 className="font-display text-3xl font-medium tracking-tight">{title}</h1>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-xs sm:justify-end sm:text-right">
          {children}
        </dl>
      </div>
    </header>
  );
}

/** One fact beside the title: 'Invoice no.  4F2A9C1B'. */
export function PaperFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </>
  );
}

/** A small heading inside the paper ('Bill to', 'Deliver to'). */
export function PaperHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-sans text-[0.6875rem] font-bold tracking-[0.14em] text-muted uppercase">
      {children}
    </h2>
  );
}

/** A person's name and address as the customer typed them (Urdu included), one line each. */
export function PaperAddress({ lines }: { lines: (string | null | undefined)[] }) {
  return (
    <address className="mt-2 not-italic">
      {lines.filter(Boolean).map((line, index) => (
        <span
          key={index}
          dir="auto"
          // Left-aligned even when the line is Urdu: the paper reads left to right, line under line.
          className={cn(
            "block text-left",
            index === 0 ? "text-base font-semibold" : "whitespace-pre-line wrap-anywhere",
          )}
        >
          {line}
        </span>
      ))}
    </address>
  );
}

/** A notice across the paper: a cancelled order must not be mistaken for a live one. */
export function PaperWarning({ children }: { children: ReactNode }) {
  return (
    <p className="paper-rule-strong mt-6 border-2 px-4 py-2 text-center text-sm font-bold tracking-wide uppercase">
      {children}
    </p>
  );
}
