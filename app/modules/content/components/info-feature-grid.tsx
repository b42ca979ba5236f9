import type { LucideIcon } from "lucide-react";
import { cn } from "~/utils/cn";

export interface InfoFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards with an icon, an h3 title and a short text, laid out as a list (values, reasons, benefits). */
export function InfoFeatureGrid({
  items,
  columns = 3,
  className,
}: {
  items: readonly InfoFeature[];
  columns?: keyof typeof columnClasses;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-cream text-walnut">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-xl font-medium">{title}</h3>
          <p className="mt-3 text-sm leading-relaxed text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
