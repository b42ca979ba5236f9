/**
 * The subject the contact form starts with, from the links that lead to it
 * (DECISIONS: 'Schedule Consultation' and the careers buttons open the form
 * with the subject set): ?subject=consultation, ?subject=careers[&position=slug],
 * or any other short text, taken as it is. `positionTitle` is the open position the link names
 * (the contact page's loader finds it in the owner's list), null when none is open by that name.
 */
export function contactSubjectFor(subject: string | null, positionTitle: string | null = null): string {
  const value = subject?.replace(/\s+/g, " ").trim() ?? "";
  if (value === "consultation") return "Free design consultation";
  if (value === "careers") {
    return positionTitle ? `Job application: ${positionTitle}` : "Job application";
  }
  return value.slice(0, 150);
}

/** The message the form suggests for a purpose, so visitors know what to write. */
export function contactMessageHint(subject: string | null): string {
  if (subject === "consultation") return "Tell us about your space, your city and when you would like to meet.";
  if (subject === "careers") return "A few words about you and your experience; we will ask for your CV by e-mail.";
  return "How can we help? Include an order number if it is about an order.";
}
