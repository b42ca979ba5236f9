import { greeting, renderMail, type MailBlock, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatPrice } from "~/utils/money";
import { formatPhone } from "~/utils/phone-display";
import type { ClaimKind } from "../claim-windows";
import { CLAIM_KIND_LABELS, CLAIM_STATE_LABELS } from "../claim-labels";
import type { ClaimState } from "../claim-steps";

/** What a buyer's mail about a request says: its state as it now stands. */
export interface ClaimStepMail {
  fullName: string;
  orderNumber: string;
  kind: ClaimKind;
  state: ClaimState;
  /** 'Sohni Bedside Table x 1'. */
  pieces: string[];
  /** The shop's words: why it was declined, how it was closed. */
  decision: string;
  /** 'Dec 05, 2026, 11:00-13:00': the day booked for the pickup or the visit. */
  booked: string | null;
  refund: { amount: number; method: string; reference: string | null } | null;
  /** The number of the order at zero that replaces the pieces. */
  replacement: string | null;
  /** Absolute link to the request page (its own key). */
  claimUrl: string;
}

/** A visit to inspect or repair; a pickup to take the pieces back. */
const visits = (kind: ClaimKind) => kind === "warranty";

function story(mail: ClaimStepMail): string {
  const booked = mail.booked ?? "a day we agree with you";
  switch (mail.state) {
    case "received":
      return "We have your request. Our team reads it within one working day and calls or messages you to arrange the next step.";
    case "reviewing":
      return "Our team is looking at your request and the photos you sent. We will write again once we have decided.";
    case "approved":
      return visits(mail.kind)
        ? `We have approved your request: our team visits you on ${booked} to inspect the piece.`
        : `We have approved your request: our team comes to collect the pieces on ${booked}. Please keep them in their place of use; no packing is needed.`;
    case "declined":
      return `We are sorry: we cannot accept this request. ${mail.decision}`.trim();
    case "picked_up":
      return "We have collected the pieces. Our workshop checks them, and we write again with the outcome.";
    case "inspected":
      return "Our team has inspected the pieces. We write again with what we will do.";
    case "refunded": {
      const refund = mail.refund;
      if (!refund) return "We have refunded you.";
      const reference = refund.reference ? ` (reference ${refund.reference})` : "";
      return `We have refunded ${formatPrice(refund.amount)} by ${refund.method.toLowerCase()}${reference}. Your order's page shows it.`;
    }
    case "replaced":
      return mail.replacement
        ? `We are replacing the pieces at no charge: order #${mail.replacement}. Our delivery team will call you to agree the day.`
        : "We have replaced the pieces. We hope the new ones serve you well.";
    case "repaired":
      return "Your piece is repaired. Thank you for your patience.";
    case "closed":
      return `Your request is closed. ${mail.decision}`.trim();
  }
}

/** The buyer's mail of one step of a request (issue 36, item 3). */
export function claimStepMail(mail: ClaimStepMail, shop: MailShop): RenderedMail {
  const what = CLAIM_KIND_LABELS[mail.kind];
  const state = CLAIM_STATE_LABELS[mail.state];
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: greeting(mail.fullName.trim().split(/\s+/)[0]) },
    { kind: "paragraph", text: story(mail) },
    {
      kind: "lines",
      rows: [
        { label: "Request", value: `${what}, order #${mail.orderNumber}` },
        { label: "Pieces", value: mail.pieces.join(", ") },
        ...(mail.booked && mail.state === "approved" ? [{ label: "Day", value: mail.booked }] : []),
        { label: "Status", value: state, strong: true },
      ],
    },
    { kind: "button", label: "See your request", url: mail.claimUrl },
    { kind: "note", text: `Questions? Reply to this e-mail or call us on ${formatPhone(shop.phone)}.` },
  ];
  return renderMail(
    {
      subject: `${what} for order #${mail.orderNumber}: ${state} - ${shop.name}`,
      preheader: story(mail).slice(0, 140),
      heading: `${what}: ${state}`,
      blocks,
    },
    shop,
  );
}
