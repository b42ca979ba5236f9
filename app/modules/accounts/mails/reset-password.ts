import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";

/** Sent on "forgot password": the link lets the reader choose a new one. */
export function resetPasswordMail(input: { name?: string | null; url: string; settings: MailShop }): RenderedMail {
  const { name, url, settings } = input;
  return renderMail(
    {
      subject: `Reset your password for ${settings.name}`,
      preheader: "Choose a new password. The link is valid for 1 hour.",
      heading: "Reset your password",
      blocks: [
        { kind: "paragraph", text: greeting(name) },
        {
          kind: "paragraph",
          text: `We received a request to reset the password of your ${settings.name} account. The link below is valid for 1 hour.`,
        },
        { kind: "button", label: "Choose a new password", url },
        {
          kind: "note",
          text: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
        },
      ],
    },
    settings,
  );
}
