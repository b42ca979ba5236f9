import Send from "lucide-react/icons/send";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { cn } from "~/utils/cn";

export interface ThreadMessage {
  id: string;
  fromShop: boolean;
  /** What this side reads as the author. */
  author: string;
  body: string;
  at: string;
}

/**
 * The conversation on a request, oldest first, and a form to add to it. Both sides use it: the
 * customer's page (the key in a hidden field) and the admin's. Each form carries a fresh key
 * from the loader, so a resent form is one message.
 */
export function RequestMessages({
  messages,
  action,
  hidden,
  messageKey,
  error,
  sent,
  label,
  emptyText,
}: {
  messages: ThreadMessage[];
  action: string;
  hidden: Record<string, string>;
  messageKey: string;
  error?: string;
  sent?: boolean;
  label: string;
  emptyText: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  return (
    <section aria-labelledby="messages-heading" className="grid gap-5">
      <h2 id="messages-heading" className="font-display text-2xl font-medium">
        Messages
      </h2>
      {messages.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ol role="list" className="grid gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                "max-w-[92%] rounded-2xl border px-4 py-3",
                message.fromShop
                  ? "justify-self-start border-line bg-cream"
                  : "justify-self-end border-walnut/30 bg-linen",
              )}
            >
              <p className="text-xs font-semibold text-muted">
                {message.author} · {message.at}
              </p>
              <p className="mt-1 leading-relaxed whitespace-pre-line text-espresso">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Form method="post" action={action} className="grid gap-3" key={messageKey}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="requestKey" value={messageKey} />
        <TextAreaField label={label} name="body" rows={3} maxLength={2000} required error={error} />
        {sent && (
          <p role="status" className="text-sm font-semibold text-sage">
            Message sent.
          </p>
        )}
        <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
          <Send className="size-4" aria-hidden="true" />
          {busy ? "Sending..." : "Send message"}
        </Button>
      </Form>
    </section>
  );
}
