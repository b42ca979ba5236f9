import { budgetLabels, labelOf, projectTypeLabels, timelineLabels } from "~/modules/inbox/custom-order-options";
import { greeting, renderMail, type MailBlock, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPrice } from "~/utils/money";
import { formatPakistaniPhone } from "~/utils/phone";
import { quoteRows, type QuoteFigures } from "../quote-figures";

/** What every mail about a request names. */
export interface RequestMailFacts {
  number: string;
  name: string;
  email: string;
  phone: string;
  projectType: string;
  description: string;
  budget?: string | null;
  timeline?: string | null;
  location?: string | null;
}

function oneLine(value: string, max: number) {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Text as paragraphs: blank lines separate them. */
function paragraphs(text: string): MailBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ kind: "paragraph", text: part }));
}

const project = (request: RequestMailFacts) => labelOf(projectTypeLabels, request.projectType);
const keepNote = { kind: "note", text: "Keep this e-mail: its link opens your request without an account." } as const;

/** To the customer, at once: the number and the private link. */
export function requestReceivedMail(request: RequestMailFacts, shop: MailShop, link: string, photos: number) {
  return renderMail(
    {
      subject: `We received your request ${request.number}`,
      preheader: "A designer reads every request and replies within 24 hours.",
      heading: "Thank you for your request",
      blocks: [
        { kind: "paragraph", text: greeting(request.name) },
        {
          kind: "paragraph",
          text: "We'll contact you within 24 hours to discuss your project. When the quote is ready you can read and accept it on your request's page.",
        },
        {
          kind: "lines",
          rows: [
            { label: "Request number", value: request.number },
            { label: "Project type", value: project(request) },
            { label: "Photos", value: String(photos) },
          ],
        },
        { kind: "button", label: "View your request", url: link },
        keepNote,
      ],
    },
    shop,
  );
}

/** To the shop: a new request to quote. */
export function newRequestMail(request: RequestMailFacts, shop: MailShop, adminUrl: string, photos: number) {
  const name = oneLine(request.name, 100);
  return renderMail(
    {
      subject: oneLine(`New custom order request from ${name} (${project(request)})`, 200),
      preheader: oneLine(request.description, 140),
      heading: `Request ${request.number}`,
      blocks: [
        {
          kind: "lines",
          rows: [
            { label: "Name", value: name },
            { label: "E-mail", value: request.email },
            { label: "Phone", value: formatPakistaniPhone(request.phone) },
            { label: "Project type", value: project(request) },
            ...(request.budget ? [{ label: "Budget", value: labelOf(budgetLabels, request.budget) }] : []),
            ...(request.timeline ? [{ label: "Timeline", value: labelOf(timelineLabels, request.timeline) }] : []),
            ...(request.location ? [{ label: "Location", value: request.location }] : []),
            { label: "Photos", value: String(photos) },
          ],
        },
        ...paragraphs(request.description),
        { kind: "button", label: "Quote it in the admin", url: adminUrl },
      ],
    },
    shop,
  );
}

/** To the customer: a quote, or a revision of one (the earlier ones can no longer be accepted). */
export function quoteSentMail(
  request: RequestMailFacts,
  shop: MailShop,
  link: string,
  quote: QuoteFigures & { version: number; note: string | null },
) {
  const revised = quote.version > 1;
  return renderMail(
    {
      subject: `${revised ? "Your revised quote" : "Your quote"} for request ${request.number}: ${formatPrice(quote.total)}`,
      preheader: `Valid until ${quote.validUntilText}. Accept it on your request's page.`,
      heading: revised ? "Your revised quote" : "Your quote is ready",
      blocks: [
        { kind: "paragraph", text: greeting(request.name) },
        {
          kind: "paragraph",
          text: revised
            ? "We have revised our quote for your project. It replaces the earlier one, which can no longer be accepted."
            : "Thank you for your patience. Here is our quote for your project.",
        },
        { kind: "lines", rows: quoteRows(quote) },
        ...(quote.note ? paragraphs(quote.note) : []),
        { kind: "button", label: "Read and accept the quote", url: link },
        keepNote,
      ],
    },
    shop,
  );
}

/** To the customer: the shop cannot take the request on, and why. */
export function requestDeclinedMail(request: RequestMailFacts, shop: MailShop, link: string, reason: string) {
  return renderMail(
    {
      subject: `About your request ${request.number}`,
      preheader: oneLine(reason, 140),
      heading: "We can't take this request on",
      blocks: [
        { kind: "paragraph", text: greeting(request.name) },
        {
          kind: "paragraph",
          text: "Thank you for thinking of us. We are sorry, but we can't make this piece for you:",
        },
        ...paragraphs(reason),
        { kind: "button", label: "View your request", url: link },
      ],
    },
    shop,
  );
}

/** A message on the request, to the other side: the customer (with the link) or the shop (with the admin's). */
export function requestMessageMail(
  request: RequestMailFacts,
  shop: MailShop,
  message: { from: "customer" | "shop"; body: string },
  link: string,
): RenderedMail {
  const toShop = message.from === "customer";
  return renderMail(
    {
      subject: toShop
        ? oneLine(`Message from ${request.name} on request ${request.number}`, 200)
        : `A message about your request ${request.number}`,
      preheader: oneLine(message.body, 140),
      heading: toShop ? `${oneLine(request.name, 100)} wrote` : "A message from our designers",
      blocks: [
        ...(toShop ? [] : [{ kind: "paragraph" as const, text: greeting(request.name) }]),
        ...paragraphs(message.body),
        { kind: "button", label: toShop ? "Answer in the admin" : "Reply on your request's page", url: link },
      ],
    },
    shop,
  );
}

/**
 * To the shop: the customer's messages since the shop last wrote, oldest first, in one mail (a
 * burst of messages replaces the mail that waits: see request-message-mail.server.ts). `earlier`
 * counts the older ones left out. One message alone reads as requestMessageMail's.
 */
export function customerMessagesMail(
  request: RequestMailFacts,
  shop: MailShop,
  messages: { body: string; at: string }[],
  earlier: number,
  adminUrl: string,
): RenderedMail {
  const [only] = messages;
  if (messages.length === 1 && earlier === 0 && only) {
    return requestMessageMail(request, shop, { from: "customer", body: only.body }, adminUrl);
  }
  const total = messages.length + earlier;
  const name = oneLine(request.name, 100);
  return renderMail(
    {
      subject: oneLine(`${total} messages from ${request.name} on request ${request.number}`, 200),
      preheader: oneLine(messages.at(-1)?.body ?? "", 140),
      heading: `${name} wrote ${total} messages`,
      blocks: [
        { kind: "note", text: "Their messages since our last reply, oldest first." },
        ...(earlier > 0
          ? [
              {
                kind: "note" as const,
                text: `${earlier} earlier ${earlier === 1 ? "message is" : "messages are"} on the request's page in the admin.`,
              },
            ]
          : []),
        ...messages.flatMap((message): MailBlock[] => [
          { kind: "note", text: message.at },
          ...paragraphs(message.body),
        ]),
        { kind: "button", label: "Answer in the admin", url: adminUrl },
      ],
    },
    shop,
  );
}
