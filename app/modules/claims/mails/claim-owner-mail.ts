import { renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import type { ClaimKind } from "../claim-windows";
import { CLAIM_KIND_LABELS } from "../claim-labels";

export interface ClaimOwnerMail {
  orderNumber: string;
  kind: ClaimKind;
  buyer: string;
  pieces: string[];
  reason: string;
  details: string;
  preferredDay: string | null;
  photos: number;
  /** Absolute link to the request in the admin. */
  adminUrl: string;
}

/** The shop's mail of a new request (the settings' 'claim' event): what, on which order, and the link to act on it. */
export function claimOwnerMail(mail: ClaimOwnerMail, shop: MailShop): RenderedMail {
  const what = CLAIM_KIND_LABELS[mail.kind];
  return renderMail(
    {
      subject: `New request: ${what.toLowerCase()} on order #${mail.orderNumber} - ${shop.name}`,
      preheader: `${mail.buyer}: ${mail.pieces.join(", ")}`,
      heading: `${what} requested`,
      blocks: [
        {
          kind: "lines",
          rows: [
            { label: "Order", value: `#${mail.orderNumber}` },
            { label: "Customer", value: mail.buyer },
            { label: "Pieces", value: mail.pieces.join(", ") },
            { label: "Reason", value: mail.reason },
            ...(mail.preferredDay ? [{ label: "Preferred day", value: mail.preferredDay }] : []),
            { label: "Photos", value: String(mail.photos) },
          ],
        },
        ...(mail.details ? [{ kind: "paragraph" as const, text: mail.details }] : []),
        { kind: "button", label: "Open the request", url: mail.adminUrl },
      ],
    },
    shop,
  );
}
