import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export interface IconPoint {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

/** A short list of what to expect, each point an icon, a title and a line (beside a form). */
export function IconPoints({ points, className }: { points: IconPoint[]; className?: string }) {
  return (
    <ul role="list" className={cn("grid gap-5", className)}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-cream text-walnut">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-espresso">{title}</p>
            <p className="mt-0.5 text-sm leading-relaxed text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
