import type { SwatchSnapshot } from "~/db/schema";
import { greeting, renderMail, type MailLine, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPhone } from "~/utils/phone-display";
import { formatPakistaniPhone } from "~/utils/phone";

/** What both mails about a swatch request name. */
export interface SwatchMailRequest {
  number: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  items: SwatchSnapshot[];
}

/** A line of text for a subject or a table: no breaks, at most `max` characters. */
function oneLine(value: string, max = 120): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** One row per swatch: the fabric or finish, and the piece it belongs to ('Ivory Acrylic' · 'Basant Sofa, fabric'). */
function swatchRows(items: SwatchSnapshot[]): MailLine[] {
  return items.map((item) => ({
    label: oneLine(item.value, 80),
    value: oneLine(`${item.productName}, ${item.optionName.toLowerCase()}`, 120),
  }));
}

/** The address as it goes on the parcel, one line. */
const postalLine = (request: SwatchMailRequest) => oneLine(`${request.address}, ${request.city}`, 300);

const count = (items: SwatchSnapshot[]) => (items.length === 1 ? "1 swatch" : `${items.length} swatches`);

/** To the buyer, at once: what will be posted, and where. */
export function swatchesOnTheirWayMail(request: SwatchMailRequest, shop: MailShop): RenderedMail {
  return renderMail(
    {
      subject: `Your free swatches are on their way (request ${request.number})`,
      preheader: `${count(request.items)} to ${oneLine(request.city, 60)}, free of charge.`,
      heading: "Your free swatches are on their way",
      blocks: [
        { kind: "paragraph", text: greeting(request.name) },
        {
          kind: "paragraph",
          text: "Thank you for asking. We are preparing these samples and will post them to you free of charge: see them in your own light, beside your walls and floors, before you choose.",
        },
        { kind: "lines", rows: swatchRows(request.items) },
        {
          kind: "lines",
          rows: [
            { label: "Request number", value: request.number },
            { label: "Posted to", value: oneLine(request.name, 100) },
            { label: "Address", value: postalLine(request) },
            { label: "Phone", value: formatPakistaniPhone(request.phone) },
          ],
        },
        {
          kind: "note",
          text: `Something wrong in the address? Reply to this e-mail or call us on ${formatPhone(shop.phone)}, quoting request ${request.number}.`,
        },
      ],
    },
    shop,
  );
}

/** To the shop: a request to post, with everything needed to pack it (Reply-To is the buyer). */
export function newSwatchRequestMail(request: SwatchMailRequest, shop: MailShop, adminUrl: string): RenderedMail {
  const name = oneLine(request.name, 100);
  return renderMail(
    {
      subject: oneLine(`New swatch request from ${name}: ${count(request.items)} to ${request.city}`, 200),
      preheader: oneLine(request.items.map((item) => item.value).join(", "), 140),
      heading: `Swatch request ${request.number}`,
      blocks: [
        { kind: "paragraph", text: `${name} asked for ${count(request.items)}, to be posted free of charge.` },
        { kind: "lines", rows: swatchRows(request.items) },
        {
          kind: "lines",
          rows: [
            { label: "Name", value: name },
            { label: "E-mail", value: request.email },
            { label: "Phone", value: formatPakistaniPhone(request.phone) },
            { label: "Address", value: postalLine(request) },
          ],
        },
        { kind: "note", text: `Reply to this e-mail to write to ${name} at ${request.email}.` },
        { kind: "button", label: "Open the swatch requests", url: adminUrl },
      ],
    },
    shop,
  );
}
