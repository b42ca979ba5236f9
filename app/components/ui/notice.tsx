import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * The spec's notices ('Error' / 'Success' with a message), shown where the
 * form is, so they work without JavaScript and screen readers announce them.
 */
export function Notice({
  tone,
  title = tone === "error" ? "Error" : "Success",
  children,
  className,
}: {
  tone: "error" | "success";
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-2xl border p-4 text-sm",
        tone === "error"
          ? "border-terracotta/30 bg-terracotta/5 text-espresso"
          : "border-sage/30 bg-sage/10 text-espresso",
        className,
      )}
    >
      <Icon
        className={cn("mt-0.5 size-5 shrink-0", tone === "error" ? "text-terracotta" : "text-sage")}
        aria-hidden="true"
      />
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-0.5 leading-relaxed">{children}</div>
      </div>
    </div>
  );
}
