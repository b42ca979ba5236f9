import LogIn from "lucide-react/icons/log-in";
import UserPlus from "lucide-react/icons/user-plus";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { signInHref, signInReasons } from "~/modules/accounts/sign-in-link";

const FORM_PATH = "/custom-orders#request";

/** What a signed-out visitor sees in place of the request form (spec §5, §8: 'Sign in required'). */
export function CustomOrderSignIn() {
  const signUp = `${signInHref("custom-order", FORM_PATH)}&mode=sign-up`;
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center sm:py-10">
      <span className="grid size-14 place-items-center rounded-2xl bg-cream text-walnut">
        <LogIn className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-5 font-display text-2xl font-medium">Sign in required</h3>
      <p className="mt-2 max-w-sm text-lg text-espresso">{signInReasons["custom-order"]}</p>
      <p className="mt-3 max-w-md leading-relaxed text-muted">
        Your name, e-mail and phone come from your account, and we keep every request together with your orders.
      </p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={signInHref("custom-order", FORM_PATH)} size="lg">
          <LogIn className="size-4" aria-hidden="true" /> Sign In
        </ButtonLink>
        <ButtonLink to={signUp} variant="outline" size="lg">
          <UserPlus className="size-4" aria-hidden="true" /> Create an Account
        </ButtonLink>
      </div>
      <p className="mt-7 text-sm text-muted">
        Just a question?{" "}
        <Link
          to="/contact?subject=consultation"
          className="font-semibold text-walnut underline underline-offset-4 hover:text-walnut-dark"
        >
          Send us a message
        </Link>{" "}
        without an account.
      </p>
    </div>
  );
}
