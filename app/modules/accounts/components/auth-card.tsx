import type { ReactNode } from "react";
import { BrandMark } from "~/components/ui/brand-mark";

/** The frame of every sign-in page: a centred card on a soft band. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-cream px-5 py-14 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-lift sm:p-10">
        <BrandMark className="size-11" />
        <h1 className="mt-5 text-3xl font-medium">{title}</h1>
        <div className="mt-2 text-muted">{lead}</div>
        <div className="mt-7">{children}</div>
      </div>
    </section>
  );
}
