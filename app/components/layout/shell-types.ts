/** What the site shell needs to know about the visitor (filled in by the accounts module). */
export interface ShellUser {
  name: string;
  isAdmin: boolean;
  counts: { wishlist: number; cart: number };
  /** Ids of the products in the wishlist: every heart on the page shows whether it is saved. */
  wishlist: string[];
}
