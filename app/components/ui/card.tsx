import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-[var(--radius-card)] border border-line bg-linen shadow-soft", className)} {...props} />
  );
}
