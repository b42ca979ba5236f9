import MessageCircle from "lucide-react/icons/message-circle";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { whatsAppUrl } from "~/utils/whatsapp";

const looks = {
  /** Inline in a sentence, like the pages' other text links (padded to a 24 px tap target). */
  link: "inline-flex items-center gap-1.5 py-0.5 font-semibold text-walnut underline underline-offset-4 hover:text-walnut-dark",
  /** On its own, as a small outlined button. */
  button: buttonClass({ variant: "outline", size: "sm" }),
  /** Beside a page's main buttons, as tall as they are. */
  action: buttonClass({ variant: "outline" }),
} as const;

/**
 * A chat with the shop on WhatsApp, with an optional message typed in for the customer.
 * The caller passes the settings' number (the site shell knows nothing of settings);
 * without a number WhatsApp can open, it shows nothing rather than a dead link.
 */
export function WhatsAppContact({
  phone,
  message,
  label = "Ask on WhatsApp",
  look = "link",
  className,
}: {
  phone: string;
  message?: string;
  label?: string;
  look?: keyof typeof looks;
  className?: string;
}) {
  const href = whatsAppUrl(phone, message);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(looks[look], className)}>
      <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
