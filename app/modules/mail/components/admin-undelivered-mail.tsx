import MailWarning from "lucide-react/icons/mail-warning";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatShopDateTime } from "~/utils/shop-time";
import type { UndeliveredMail } from "../undelivered.server";

/**
 * On the dashboard when the mail worker gave up on some mails (12 failed
 * tries over about five hours: the SMTP server refused or was down): who
 * did not get what, and one button that queues them all again. A plain form,
 * so it works without JavaScript too.
 */
export function AdminUndeliveredMail({ total, mails }: { total: number; mails: UndeliveredMail[] }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend-mail";
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="undelivered-heading"
      className="grid gap-4 rounded-[var(--radius-card)] border border-terracotta/30 bg-terracotta/5 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex gap-3">
          <MailWarning className="mt-1 size-5 shrink-0 text-terracotta" aria-hidden="true" />
          <div>
            <h2 id="undelivered-heading" className="text-lg font-semibold text-espresso">
              {total === 1 ? "1 e-mail could not be sent" : `${total} e-mails could not be sent`}
            </h2>
            <p className="mt-1 text-sm text-muted">
              The mail server refused them or could not be reached for hours. Check the SMTP settings, then send them
              again.
            </p>
          </div>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="resend-mail" />
          <Button type="submit" variant="outline" disabled={sending}>
            {sending ? "Sending…" : "Send again"}
          </Button>
        </Form>
      </div>
      <ul className="grid gap-2 text-sm">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl border border-line bg-linen px-4 py-3">
            <p className="font-medium text-espresso">
              {mail.subject} <span className="font-normal text-muted">to {mail.to}</span>
            </p>
            <p className="mt-0.5 text-muted">
              {formatShopDateTime(mail.createdAt)} · {mail.attempts} tries · {mail.lastError ?? "no error recorded"}
            </p>
          </li>
        ))}
      </ul>
      {total > mails.length && <p className="text-sm text-muted">And {total - mails.length} more.</p>}
    </section>
  );
}
