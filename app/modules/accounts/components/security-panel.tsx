import type { SecurityResult } from "../security-action.server";
import { SessionsCard, type SessionRow } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/** The account's security: two-factor sign-in and the signed-in sessions (the profile's tab, and the admin's). */
export function SecurityPanel({
  twoFactorEnabled,
  sessions,
  result,
}: {
  twoFactorEnabled: boolean;
  sessions: SessionRow[];
  result?: SecurityResult;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <TwoFactorCard enabled={twoFactorEnabled} result={result?.card === "two-factor" ? result : undefined} />
      <SessionsCard sessions={sessions} outcome={result?.card === "sessions" ? result : undefined} />
    </div>
  );
}
