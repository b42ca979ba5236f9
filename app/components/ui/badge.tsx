import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

const tones = {
  brass: "bg-brass-light/60 text-walnut-dark",
  walnut: "bg-walnut text-linen",
  sage: "bg-sage/15 text-sage",
  terracotta: "bg-terracotta/10 text-terracotta",
  neutral: "bg-cream text-muted",
} as const;

export function Badge({ tone = "brass", className, ...props }: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
