import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { cn } from "~/utils/cn";

export interface ProcessStep {
  title: string;
  text: string;
}

/** A numbered, ordered list of steps: how a service runs from first call to handover. */
export function ProcessSteps({
  eyebrow = "How it works",
  title,
  lead,
  steps,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  steps: readonly ProcessStep[];
  className?: string;
}) {
  return (
    <section className={cn("border-y border-line bg-linen py-20 sm:py-24", className)}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} lead={lead} />
        <ol
          role="list"
          className={cn(
            "mt-12 grid gap-5 sm:grid-cols-2",
            steps.length === 5 ? "lg:grid-cols-5" : steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
          )}
        >
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-[var(--radius-card)] border border-line bg-ivory p-6"
            >
              <span
                className="grid size-11 place-items-center rounded-full border border-brass/60 bg-linen font-display text-lg text-walnut"
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-5 text-xl font-medium">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
