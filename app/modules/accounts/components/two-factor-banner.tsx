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
      className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-brass/50 bg-cream p-4 text-sm"
    >
      <ShieldAlert className="size-5 shrink-0 text-walnut" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <strong>Protect the shop with two-factor sign-in.</strong> With a code from your phone at each sign-in, a stolen
        password is not enough to open this dashboard.
      </p>
      <Link to={to} className="font-semibold text-walnut underline underline-offset-4">
        Set it up
      </Link>
    </aside>
  );
}
