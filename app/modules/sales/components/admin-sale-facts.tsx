import { cn } from "~/utils/cn";

export interface SaleFact {
  label: string;
  value: string;
}

/**
 * Labelled values in a grid: a sale's figures (orders, revenue, saving) and, on a sold sale's
 * page, what stays as it was. Small labels in capitals over the values, as the discount pages show theirs.
 */
export function AdminSaleFacts({
  items,
  className,
  figures = false,
}: {
  items: SaleFact[];
  className?: string;
  figures?: boolean;
}) {
  return (
    <dl className={cn("grid gap-y-3", className)}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{item.label}</dt>
          <dd className={cn("mt-0.5 break-words text-espresso", figures && "font-semibold tabular-nums")}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
