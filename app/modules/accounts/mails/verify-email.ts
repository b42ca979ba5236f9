import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";

/** Sent after sign-up: the link confirms the address. */
export function verifyEmailMail(input: { name?: string | null; url: string; settings: MailShop }): RenderedMail {
  const { name, url, settings } = input;
  return renderMail(
    {
      subject: `Confirm your e-mail for ${settings.name}`,
      preheader: "One click to confirm your e-mail address.",
      heading: "Confirm your e-mail",
      blocks: [
        { kind: "paragraph", text: greeting(name) },
        {
          kind: "paragraph",
          text: `Thank you for creating an account with ${settings.name}. Please confirm that this e-mail address is yours:`,
        },
        { kind: "button", label: "Confirm my e-mail", url },
        { kind: "note", text: "If you did not create an account, you can ignore this e-mail." },
      ],
    },
    settings,
  );
}
