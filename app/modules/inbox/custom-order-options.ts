/**
 * The custom-order form's choices (spec §9) and the labels people read. Plain
 * data, so the admin inbox can label stored requests without loading zod.
 */
export const PROJECT_TYPES = ["custom-furniture", "interior-design", "consultation", "renovation"] as const;
export const BUDGETS = ["under-50k", "50k-100k", "100k-200k", "200k-500k", "above-500k"] as const;
export const TIMELINES = ["asap", "1-month", "2-3-months", "3-6-months", "flexible"] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Budget = (typeof BUDGETS)[number];
export type Timeline = (typeof TIMELINES)[number];

export const projectTypeLabels: Record<ProjectType, string> = {
  "custom-furniture": "Custom Furniture",
  "interior-design": "Interior Design",
  consultation: "Design Consultation",
  renovation: "Renovation",
};

/** One line under each project type in the form. */
export const projectTypeHints: Record<ProjectType, string> = {
  "custom-furniture": "A made-to-measure piece or set",
  "interior-design": "A room, a home or a business",
  consultation: "Advice on layout, colour, materials",
  renovation: "Refit and restyle an existing space",
};

export const budgetLabels: Record<Budget, string> = {
  "under-50k": "Under PKR 50,000",
  "50k-100k": "PKR 50,000 - 100,000",
  "100k-200k": "PKR 100,000 - 200,000",
  "200k-500k": "PKR 200,000 - 500,000",
  "above-500k": "Above PKR 500,000",
};

export const timelineLabels: Record<Timeline, string> = {
  asap: "As soon as possible",
  "1-month": "Within 1 month",
  "2-3-months": "2-3 months",
  "3-6-months": "3-6 months",
  flexible: "Flexible",
};

/** The label of a stored value, or the value itself when it is not one of ours (an older list). */
export function labelOf<Key extends string>(labels: Record<Key, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as Key] : value;
}
