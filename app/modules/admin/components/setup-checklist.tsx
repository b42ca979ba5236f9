import CircleCheck from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import { Link } from "react-router";
import { cn } from "~/utils/cn";
import type { SetupStep } from "../setup-checklist";

/**
 * 'Set up your shop' on the dashboard until every step is done: what still stands between the
 * demo and a shop customers can buy from, each with where it is fixed. Steps tick themselves.
 */
export function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <section
      aria-labelledby="setup-heading"
      className="rounded-[var(--radius-card)] border border-brass/60 bg-linen p-5 shadow-soft sm:p-6"
      data-testid="setup-checklist"
    >
      <details open={done < steps.length / 2}>
        <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
          <h2 id="setup-heading" className="inline font-display text-xl font-medium">
            Set up your shop
          </h2>
          <span className="text-sm font-semibold text-walnut">
            {done} of {steps.length} done
          </span>
        </summary>
        <ol role="list" className="mt-4 grid gap-3">
          {steps.map((step) => (
            <li key={step.id} className="flex gap-3" data-step={step.id} data-done={step.done}>
              {step.done ? (
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-label="Done" role="img" />
              ) : (
                <CircleDashed className="mt-0.5 size-5 shrink-0 text-terracotta" aria-label="To do" role="img" />
              )}
              <div className={cn("grid gap-0.5", step.done && "text-muted")}>
                <p className="font-semibold text-espresso">
                  {step.title}
                  {!step.done && step.to && (
                    <>
                      {" "}
                      <Link to={step.to} className="text-sm font-semibold text-walnut underline underline-offset-4">
                        Fix it
                        <span className="sr-only">: {step.title}</span>
                      </Link>
                    </>
                  )}
                </p>
                <p className="text-sm text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
