/**
 * Why /auth was opened: the spec's 'Sign in required' notice. The cart's, the wishlist's and
 * the custom-order form's are gone: visitors have all three without an account (DECISIONS,
 * 'Anyone can buy'); it stays for what needs one, the profile and its history.
 */
export const signInReasons = {
  account: "Please sign in to see your profile and order history.",
} as const;

export type SignInReason = keyof typeof signInReasons;

/** /auth with the notice to show and the page to come back to. */
export function signInHref(reason: SignInReason, returnTo: string): string {
  return `/auth?${new URLSearchParams({ reason, redirectTo: returnTo })}`;
}

export function signInReasonText(value: string | null): string | null {
  return value && value in signInReasons ? signInReasons[value as SignInReason] : null;
}
