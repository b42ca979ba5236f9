import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/** Eyebrow, title and lead of a page section. `as` keeps the outline of headings correct. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "center",
  as: Heading = "h2",
  tone = "dark",
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  as?: "h1" | "h2";
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-xs font-bold tracking-[0.25em] uppercase",
            tone === "dark" ? "text-terracotta" : "text-brass-light",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        className={cn(
          "text-3xl leading-tight font-medium sm:text-4xl lg:text-5xl",
          tone === "dark" ? "text-espresso" : "text-linen",
        )}
      >
        {title}
      </Heading>
      {lead && (
        <p
          className={cn("mt-4 text-base leading-relaxed sm:text-lg", tone === "dark" ? "text-muted" : "text-linen/85")}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
