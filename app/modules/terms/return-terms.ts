/**
 * A piece's return rule: days from the delivery day (Pakistan's calendar), or none but for a
 * defect (0: made-to-order pieces, by default). Damage in delivery is reported within 48 hours
 * whatever the rule (issue 36).
 */
export const MAX_RETURN_DAYS = 90;

/** The form's choices; the server takes any whole number from 0 to MAX_RETURN_DAYS. */
export const RETURN_DAY_CHOICES = [0, 3, 7, 10, 14, 15, 21, 30, 45, 60, 90] as const;

/** '30-day returns', or 'Returns for defects only'. */
export function returnPhrase(days: number): string {
  return days === 0 ? "Returns for defects only" : `${days}-day returns`;
}

/** '30 days', 'Defects only': the admin's choice and /returns' heading. */
export function returnDaysText(days: number): string {
  if (days === 0) return "Defects only";
  return days === 1 ? "1 day" : `${days} days`;
}
