import type { SocialNetwork } from "./social-icons";

/**
 * What the site shell shows of the shop. The root passes the settings record,
 * which fits it; the shell itself knows nothing of the settings module.
 */
export interface ShellShop {
  name: string;
  tagline: string;
  /** '' when the owner does not say (then no 'since' is shown). */
  foundedYear: string;
  phone: string;
  emails: { general: string };
  address: { line1: string; city: string; region: string };
  businessHours: { days: string; hours: string }[];
  social: Record<SocialNetwork, string>;
}

/** The signed-in customer or admin as the site shell shows them (filled in by the accounts module). */
export interface ShellUser {
  name: string;
  isAdmin: boolean;
}

/** The cart and wishlist of whoever is browsing, signed in or not: the header's badges and every heart. */
export interface ShellBasket {
  counts: { wishlist: number; cart: number };
  /** Ids of the products in the wishlist: every heart on the page shows whether it is saved. */
  wishlist: string[];
}

export const EMPTY_BASKET: ShellBasket = { counts: { wishlist: 0, cart: 0 }, wishlist: [] };
