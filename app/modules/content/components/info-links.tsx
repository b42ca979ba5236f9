import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/** A card for one way of reaching us: icon, h3 label, a line of explanation and the link or details. */
export function InfoContactCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft">
      <span className="grid size-12 place-items-center rounded-2xl bg-cream text-walnut">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-medium">{title}</h3>
      {text && <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>}
      <div className="mt-4 text-espresso">{children}</div>
    </div>
  );
}

/** The link style used inside contact cards: walnut, underlined on hover, wraps long e-mail addresses. */
export const infoLinkClass =
  "font-semibold break-words text-walnut underline decoration-walnut/30 underline-offset-4 hover:decoration-walnut";
