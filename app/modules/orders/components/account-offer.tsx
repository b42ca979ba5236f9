import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";

type OfferResult = { sent: true; email: string } | { error: string | null };

/**
 * A guest's account, offered on their order's page: one button mails a link to the order's
 * address, where the password is chosen. The page asks for no password: only the holder of the
 * address may choose it (docs/decisions/028).
 */
export function AccountOffer({ email, result }: { email: string; result: unknown }) {
  const navigation = useNavigation();
  const answer = result as OfferResult | undefined;
  if (answer && "sent" in answer) {
    return (
      <Notice tone="success" title="Almost done">
        We have sent a link to {answer.email}. Open it to choose your password: your account is then ready, with this
        order in your profile. If this address has an account already, simply sign in to it: the order is there.
      </Notice>
    );
  }
  return (
    <section aria-labelledby="account-offer-heading" className="rounded-2xl border border-line bg-cream p-6">
      <h2 id="account-offer-heading" className="font-display text-xl font-medium">
        Save your details for next time
      </h2>
      <p className="mt-2 text-sm text-muted">
        Make an account for {email}: your orders in one place, and checkout filled in for you. We e-mail a link to this
        address, and you choose your password there.
      </p>
      {answer?.error && (
        <Notice tone="error" className="mt-4">
          {answer.error}
        </Notice>
      )}
      <Form method="post" className="mt-4">
        <Button type="submit" disabled={navigation.state !== "idle"}>
          E-mail me a link
        </Button>
      </Form>
    </section>
  );
}
