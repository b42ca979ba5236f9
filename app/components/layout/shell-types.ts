/** What the site shell needs to know about the visitor (filled in by the accounts module). */
export interface ShellUser {
  name: string;
  isAdmin: boolean;
  counts: { wishlist: number; cart: number };
}
