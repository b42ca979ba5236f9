/**
 * Why /auth was opened: the spec's 'Sign in required' notices. The cart's and
 * the wishlist's are gone: visitors have both without an account (DECISIONS,
 * 'Anyone can buy').
 */
export const signInReasons = {
  "custom-order": "Please sign in to submit a custom order request.",
} as const;

export type SignInReason = keyof typeof signInReasons;

/** /auth with the notice to show and the page to come back to. */
export function signInHref(reason: SignInReason, returnTo: string): string {
  return `/auth?${new URLSearchParams({ reason, redirectTo: returnTo })}`;
}

export function signInReasonText(value: string | null): string | null {
  return value && value in signInReasons ? signInReasons[value as SignInReason] : null;
}
