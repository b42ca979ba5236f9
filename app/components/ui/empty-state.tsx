import LogIn from "lucide-react/icons/log-in";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";

/** A page's signed-out or empty state: a message, a line under it and one way on. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
      <p className="font-display text-2xl font-medium">{title}</p>
      {text && <p className="mt-2 text-muted">{text}</p>}
      <div className="mt-6">{action}</div>
    </div>
  );
}

export function SignInButton({ returnTo }: { returnTo: string }) {
  return (
    <ButtonLink to={`/auth?redirectTo=${encodeURIComponent(returnTo)}`}>
      <LogIn className="size-4" aria-hidden="true" /> Sign In
    </ButtonLink>
  );
}
