import { cn } from "~/utils/cn";

/** A figure of the admin's lists: its label, small and upper-case, over its value. */
export interface AdminFigure {
  label: string;
  value: string | number;
}

/** A card's figures (a code's uses and revenue, a piece's alerts), each tagged data-figure for tests. */
export function AdminFigures({ figures, className }: { figures: AdminFigure[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3", className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0" data-figure={figure.label}>
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{figure.label}</dt>
          <dd className="mt-0.5 font-semibold text-espresso tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
