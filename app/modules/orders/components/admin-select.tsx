import ChevronDown from "lucide-react/icons/chevron-down";
import type { ComponentProps } from "react";
import { cn } from "~/utils/cn";

/** A native select styled like the shop's fields, with a drawn arrow (appearance-none hides the browser's). */
export function Select({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<"select"> & { wrapperClassName?: string }) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <select
        className={cn(
          "block w-full appearance-none rounded-xl border border-line bg-linen pr-9 pl-3 text-espresso shadow-sm focus:border-walnut focus:outline-none focus-visible:ring-3 focus-visible:ring-brass/40",
          className,
        )}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-walnut"
        aria-hidden="true"
      />
    </div>
  );
}
