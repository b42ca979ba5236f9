import { detailRows, displayPhone, type InboxKind } from "~/modules/inbox/inbox-display";
import { formatShopDateInWords } from "~/utils/shop-time";
import { renderMail, type MailBlock, type MailShop, type RenderedMail } from "~/modules/mail/layout";

/** What the shop's copy of a custom-order request or contact message shows. */
export interface InboxMessageMail {
  kind: InboxKind;
  name: string;
  email: string;
  /** Canonical, +923001234567, or null. */
  phone: string | null;
  subject: string;
  message: string;
  details: Record<string, string>;
  receivedAt: Date;
}

const MAX_SUBJECT = 200;

function oneLine(value: string, max: number) {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The message as paragraphs: blank lines separate them. */
function messageBlocks(message: string): MailBlock[] {
  return message
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => ({ kind: "paragraph", text }));
}

/**
 * Sent to the shop when a customer sends a custom-order request or a contact
 * message; `inboxUrl` opens the admin inbox. It is queued with Reply-To set to
 * the customer, and names their address too, for mail programs that ignore it.
 */
export function inboxMessageMail(message: InboxMessageMail, shop: MailShop, inboxUrl: string): RenderedMail {
  const request = message.kind === "custom_order";
  const name = oneLine(message.name, 100);
  const phone = displayPhone(message.phone);
  const contact = [
    { label: "Name", value: name },
    { label: "E-mail", value: message.email },
    ...(phone ? [{ label: "Phone", value: phone }] : []),
  ];
  const project = detailRows(message.details).find((row) => row.label === "Project type")?.value;
  const subject = request
    ? `New custom order request from ${name}${project ? ` (${project})` : ""}`
    : `New message from ${name}: ${oneLine(message.subject, 120)}`;
  return renderMail(
    {
      subject: oneLine(subject, MAX_SUBJECT),
      preheader: oneLine(message.message, 140),
      heading: request ? "New custom order request" : "New message from the contact form",
      blocks: [
        {
          kind: "paragraph",
          text: `${name} wrote on ${formatShopDateInWords(message.receivedAt)} (Pakistan time). We promise a reply within 24 hours.`,
        },
        { kind: "lines", rows: [...contact, ...detailRows(message.details)] },
        ...(request ? [] : [{ kind: "paragraph" as const, text: `Subject: ${oneLine(message.subject, 200)}` }]),
        ...messageBlocks(message.message),
        { kind: "note", text: `Reply to this e-mail to answer ${name} at ${message.email}.` },
        { kind: "button", label: "Open the inbox", url: inboxUrl },
      ],
    },
    shop,
  );
}
