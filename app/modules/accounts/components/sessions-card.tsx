import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatShopDate, formatShopDateTime } from "~/utils/shop-time";
import { ProfileCard } from "./profile-sections";

/** A session as the page has it (dates arrive as strings after the loader's JSON). */
export interface SessionRow {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: string | Date;
  lastSeenAt: string | Date;
  current: boolean;
}

/** Where the account is signed in, and a button to sign any other browser out, or all of them. */
export function SessionsCard({ sessions, outcome }: { sessions: SessionRow[]; outcome?: { ok?: string } }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const others = sessions.filter((session) => !session.current).length;
  return (
    <ProfileCard title="Where You Are Signed In" outcome={outcome}>
      <ul role="list" className="grid divide-y divide-line" aria-label="Signed-in sessions">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 py-4"
            data-testid="session-row"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-sage/15 px-2 py-0.5 text-xs font-semibold text-espresso">
                    This browser
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">
                {session.ipAddress ?? "Unknown address"} · signed in {formatShopDateTime(session.signedInAt)} · last
                seen {formatShopDate(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <Form method="post">
                <input type="hidden" name="intent" value="session-end" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Sign out ${session.device}`}
                >
                  Sign Out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sessions-end-others" />
          <Button type="submit" variant="outline" disabled={busy}>
            Sign Out Everywhere Else
          </Button>
        </Form>
      )}
    </ProfileCard>
  );
}
