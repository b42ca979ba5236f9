import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The band that opens every information page: eyebrow, the page's h1 and a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-cream">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-[32rem] glow-brass-light"
        aria-hidden="true"
      />
      <Container className="relative py-16 sm:py-20">
        <p className="text-xs font-bold tracking-[0.25em] text-terracotta uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-medium sm:text-5xl">{title}</h1>
        <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{lead}</div>
        {children}
      </Container>
    </section>
  );
}
