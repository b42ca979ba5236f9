import { formatShopDateInWords } from "~/utils/shop-time";
import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";

/** Pakistan time, as the shop's customers read it: "Mar 05, 2025 at 14:30 PKT". */
function formatMailTime(when: Date): string {
  return `${formatShopDateInWords(when)} PKT`;
}

/** Sent after a password change, so that the owner notices one they did not make. */
export function passwordChangedMail(input: {
  name?: string | null;
  when: Date;
  /** The shop's public origin, e.g. https://shahkaar.example */
  origin: string;
  settings: MailShop;
}): RenderedMail {
  const { name, when, settings } = input;
  const url = `${input.origin.replace(/\/+$/, "")}/auth/forgot-password`;
  return renderMail(
    {
      subject: `Your ${settings.name} password was changed`,
      preheader: `Your password was changed on ${formatMailTime(when)}.`,
      heading: "Your password was changed",
      blocks: [
        { kind: "paragraph", text: greeting(name) },
        {
          kind: "paragraph",
          text: `The password of your ${settings.name} account was changed on ${formatMailTime(when)}.`,
        },
        { kind: "paragraph", text: "If this was you, there is nothing more to do." },
        { kind: "paragraph", text: "If this wasn't you, reset your password now:" },
        { kind: "button", label: "Reset my password", url },
      ],
    },
    settings,
  );
}
