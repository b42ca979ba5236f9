import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Reply from "lucide-react/icons/reply";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { telHref } from "~/utils/contact-links";
import {
  detailRows,
  displayPhone,
  formatReceived,
  kindLabels,
  replyHref,
  statusLabels,
  type InboxKind,
  type InboxStatus,
} from "../inbox-display";
import { InboxStatusToggle } from "./inbox-status-toggle";

export interface InboxCardMessage {
  id: string;
  kind: InboxKind;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  details: Record<string, string>;
  status: InboxStatus;
  createdAt: Date | string;
  handledAt: Date | string | null;
}

const contactLink = "inline-flex items-center gap-1.5 font-medium text-walnut underline-offset-4 hover:underline";

/** One message in the admin inbox: who, what, when, the request's details, and what to do with it. */
export function InboxMessageCard({ message }: { message: InboxCardMessage }) {
  const details = detailRows(message.details);
  const phone = displayPhone(message.phone);
  const isNew = message.status === "new";
  return (
    <article
      aria-labelledby={`message-${message.id}`}
      data-testid="inbox-message"
      className={cn(
        "rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7",
        isNew && "border-l-4 border-l-brass",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={message.kind === "custom_order" ? "walnut" : "brass"}>{kindLabels[message.kind]}</Badge>
          <Badge tone={isNew ? "terracotta" : "sage"}>{statusLabels[message.status]}</Badge>
        </div>
        <p className="text-sm text-muted">
          Received{" "}
          <time dateTime={new Date(message.createdAt).toISOString()} className="font-medium text-espresso">
            {formatReceived(message.createdAt)}
          </time>
        </p>
      </div>

      <h3 id={`message-${message.id}`} className="mt-4 font-display text-xl font-medium break-words sm:text-2xl">
        {message.subject}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex gap-1.5">
          <dt className="sr-only">Name</dt>
          <dd className="font-semibold text-espresso">{message.name}</dd>
        </div>
        <div className="flex min-w-0 gap-1.5">
          <dt className="sr-only">E-mail</dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${message.email}`} className={contactLink}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {message.email}
            </a>
          </dd>
        </div>
        {phone && (
          <div className="flex gap-1.5">
            <dt className="sr-only">Phone</dt>
            <dd>
              <a href={telHref(phone)} className={contactLink}>
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {phone}
              </a>
            </dd>
          </div>
        )}
      </dl>

      <p className="mt-5 leading-relaxed break-words whitespace-pre-line text-espresso">{message.message}</p>

      {details.length > 0 && (
        <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-xl bg-cream p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {details.map((row) => (
            <div key={row.label}>
              <dt className="text-xs font-bold tracking-wider text-muted uppercase">{row.label}</dt>
              <dd className="mt-0.5 font-medium text-espresso">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-5">
        <a href={replyHref(message)} className={buttonClass({ variant: "outline", size: "sm" })}>
          <Reply className="size-4" aria-hidden="true" /> Reply by e-mail
          <span className="sr-only"> to {message.name}</span>
        </a>
        <InboxStatusToggle id={message.id} status={message.status} sender={message.name} />
        {message.handledAt && <p className="text-sm text-muted">Handled {formatReceived(message.handledAt)}</p>}
      </div>
    </article>
  );
}
