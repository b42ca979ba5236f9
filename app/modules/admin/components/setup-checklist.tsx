import CircleCheck from "lucide-react/icons/circle-check";
import CircleDashed from "lucide-react/icons/circle-dashed";
import { Link } from "react-router";
import { AdminDisclosure, FoldedOnPhone } from "~/components/admin/admin-disclosure";
import { cn } from "~/utils/cn";
import type { SetupStep } from "../setup-checklist";

/**
 * 'Set up your shop' on the dashboard until every step is done: what still stands between the
 * demo and a shop customers can buy from, each with where it is fixed. Steps tick themselves.
 */
export function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const title = "Set up your shop";
  const gist = `${done} of ${steps.length} done`;
  const list = <SetupSteps steps={steps} />;
  // Folded on a phone, where the orders come first; on a desktop open while most steps are left.
  return (
    <FoldedOnPhone
      title={title}
      gist={gist}
      className="border-brass/60"
      wide={
        <AdminDisclosure title={title} gist={gist} open={done < steps.length / 2} className="border-brass/60">
          {list}
        </AdminDisclosure>
      }
    >
      {list}
    </FoldedOnPhone>
  );
}

/** `here`: the page showing the list, whose own step needs no link to itself. */
export function SetupSteps({ steps, here }: { steps: SetupStep[]; here?: string }) {
  return (
    <ol role="list" className="grid gap-3 lg:grid-cols-2 lg:gap-x-8">
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
              {!step.done && step.to && step.to !== here && (
                <>
                  {" "}
                  <Link to={step.to} className="text-sm font-semibold text-walnut underline underline-offset-4">
                    {step.linkLabel ?? "Fix it"}
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
  );
}
