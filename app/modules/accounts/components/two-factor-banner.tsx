import ShieldAlert from "lucide-react/icons/shield-alert";
import { Link } from "react-router";

/**
 * The dashboard's reminder, on every admin page until the admin has it: the
 * owner's password alone guards the shop's orders, customers and money.
 */
export function TwoFactorBanner({ to }: { to: string }) {
  return (
    <aside
      aria-label="Two-factor sign-in"
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-brass/50 bg-cream px-4 py-3 text-sm sm:mt-6 sm:py-4"
    >
      <ShieldAlert className="size-5 shrink-0 text-walnut" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <strong>Protect the shop with two-factor sign-in.</strong>{" "}
        {/* The why is for wider screens: on a phone the banner stays one short line above the orders. */}
        <span className="hidden sm:inline">
          With a code from your phone at each sign-in, a stolen password is not enough to open this dashboard.
        </span>
      </p>
      <Link to={to} className="font-semibold text-walnut underline underline-offset-4">
        Set it up
      </Link>
    </aside>
  );
}
