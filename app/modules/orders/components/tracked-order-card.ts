/** The card every section of a tracked order sits on. */
export const trackedCard = "rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7";
