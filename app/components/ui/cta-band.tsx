import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";

/**
 * The walnut band that closes a page: a heading, a sentence, one or two ways
 * forward, and optionally a line under the buttons (e.g. the shop's contacts).
 */
export function CtaBand({
  title,
  text,
  children,
  footer,
  className,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Padding around the band; the default suits a band after a light section. */
  className?: string;
}) {
  return (
    <section className={cn("px-5 pb-20 sm:px-8 sm:pb-24", className)}>
      <Container className="relative overflow-hidden rounded-[2rem] bg-walnut px-6 py-14 text-center sm:px-12 sm:py-20">
        <div className="pointer-events-none absolute -top-20 -left-20 size-[26rem] glow-brass" aria-hidden="true" />
        <div
          className="pointer-events-none absolute -right-16 -bottom-24 size-[28rem] glow-terracotta"
          aria-hidden="true"
        />
        <h2 className="relative text-3xl font-medium text-linen sm:text-5xl">{title}</h2>
        <div className="relative mx-auto mt-5 max-w-xl text-lg leading-relaxed text-linen/85">{text}</div>
        <div className="relative mt-10 flex flex-wrap justify-center gap-3">{children}</div>
        {footer && <div className="relative mt-10">{footer}</div>}
      </Container>
    </section>
  );
}
