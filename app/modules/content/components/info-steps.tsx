import { cn } from "~/utils/cn";

export interface InfoStep {
  title: string;
  text: string;
}

/** A numbered process (returns, claims): an ordered list of cards, the number shown large but read once. */
export function InfoSteps({ steps, className }: { steps: readonly InfoStep[]; className?: string }) {
  return (
    <ol
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        steps.length >= 4 && "lg:grid-cols-4",
        steps.length === 3 && "lg:grid-cols-3",
        className,
      )}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft">
          <span className="font-display text-4xl font-medium text-walnut" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-4 text-xl font-medium">{step.title}</h3>
          <p className="mt-3 text-sm leading-relaxed text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
