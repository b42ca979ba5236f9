import type { ReactNode } from "react";
import { IconPoints, type IconPoint } from "~/components/ui/icon-points";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/utils/cn";

export type FormSectionPoint = IconPoint;

/**
 * A page section around a form (#id, so links can lead to it): the heading,
 * a lead and what happens next on one side, the form's card on the other.
 */
export function FormSection({
  id,
  eyebrow,
  title,
  lead,
  points,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  points: FormSectionPoint[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-28 py-16 sm:py-24", className)}>
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-16">
        <div className="lg:sticky lg:top-32">
          <SectionHeading
            align="left"
            eyebrow={eyebrow}
            title={<span id={`${id}-heading`}>{title}</span>}
            lead={lead}
          />
          <IconPoints points={points} className="mt-8 hidden lg:grid" />
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8 lg:p-10">
          {children}
        </div>
        {/* On a phone the form comes first, right under the heading; what happens next follows it. */}
        <IconPoints points={points} className="lg:hidden" />
      </Container>
    </section>
  );
}
