/** How many days of searches that found nothing the owner reads (/admin/search-words). */
export const MISSES_SHOWN_DAYS = 30;
