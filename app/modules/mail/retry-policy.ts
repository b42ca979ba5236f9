/**
 * When the outbox tries a mail again. Pure, so the schedule is unit-tested
 * without a database: 30 s, 1 min, 2 min, 4 min … capped at one hour, and a
 * mail that failed this many times in a row stops being tried (it stays in
 * the table as `failed`, with its last error, for a person to look at).
 */
export const MAX_ATTEMPTS = 12;

/** How long a worker holds a claimed row; a crashed worker's claim expires after it. */
export const LEASE_MS = 2 * 60_000;

const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait before the next try, after `attempts` tries (1 after the first) have failed. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(exponent, 30), MAX_DELAY_MS);
}

/** Whether a mail that has just failed its `attempts`-th try should be given up. */
export function isFinalAttempt(attempts: number): boolean {
  return attempts >= MAX_ATTEMPTS;
}
