import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/utils/cn";

const tones = {
  plain: "",
  cream: "bg-cream",
  linen: "border-y border-line bg-linen",
} as const;

/** One band of an information page: an optional h2 heading, then its content, inside the page container. */
export function InfoSection({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "plain",
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={cn("py-16 sm:py-20", tones[tone], className)}>
      <Container>
        {title && <SectionHeading eyebrow={eyebrow} title={title} lead={lead} align={align} />}
        <div className={title ? "mt-10 sm:mt-12" : undefined}>{children}</div>
      </Container>
    </section>
  );
}
