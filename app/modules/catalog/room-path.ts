import { categoryPath } from "~/utils/paths";

/** The décor catalogue is the category whose slug is 'decor', shown at /home-decor (DECISIONS.md). */
const DECOR_CATEGORY = "decor";

/** Where a category's 'Shop by room' tile leads: its catalogue, or the décor page for décor. */
export function roomPath(slug: string): string {
  return slug === DECOR_CATEGORY ? "/home-decor" : categoryPath(slug);
}
