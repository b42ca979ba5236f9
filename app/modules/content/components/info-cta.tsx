import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";

/** The dark closing band of an information page: a question, a sentence and one or two ways forward. */
export function InfoCta({
  title,
  text,
  className,
  children,
}: {
  title: string;
  text: ReactNode;
  /** Add top padding ("pt-16 sm:pt-20") when the band before is tinted. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn("px-5 pb-20 sm:px-8 sm:pb-24", className)}>
      <Container className="relative overflow-hidden rounded-[2rem] bg-walnut px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          className="pointer-events-none absolute -top-20 -left-20 size-72 rounded-full bg-brass/30 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -right-16 -bottom-24 size-80 rounded-full bg-terracotta/40 blur-3xl"
          aria-hidden="true"
        />
        <h2 className="relative text-3xl font-medium text-linen sm:text-4xl">{title}</h2>
        <div className="relative mx-auto mt-4 max-w-xl text-lg text-linen/85">{text}</div>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Container>
    </section>
  );
}
