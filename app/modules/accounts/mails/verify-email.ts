import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";

/**
 * Sent after sign-up (or the account offer of an order's page): the link confirms the address
 * and leads to choosing the password, so that only the holder of the address sets it
 * (accounts/address-proof.server.ts).
 */
export function verifyEmailMail(input: { name?: string | null; url: string; settings: MailShop }): RenderedMail {
  const { name, url, settings } = input;
  return renderMail(
    {
      subject: `Confirm your e-mail for ${settings.name}`,
      preheader: "Confirm your e-mail address and choose your password.",
      heading: "Confirm your e-mail",
      blocks: [
        { kind: "paragraph", text: greeting(name) },
        {
          kind: "paragraph",
          text: `Thank you for creating an account with ${settings.name}. Please confirm that this e-mail address is yours, and choose the password of your account:`,
        },
        { kind: "button", label: "Confirm and choose my password", url },
        {
          kind: "note",
          text: "If you did not create an account, you can ignore this e-mail: nobody can sign in to it until a password is chosen through this link.",
        },
      ],
    },
    settings,
  );
}
