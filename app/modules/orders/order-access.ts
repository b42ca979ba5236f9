/**
 * Whose order is it (DECISIONS: "Anyone can buy; an account is a convenience"). An order placed
 * signed in is its account's. A guest's order belongs to its e-mail address: the account that
 * has proven that address (by the link in its verification mail) sees it as its own. An
 * unverified account does not, or anyone could sign up with someone else's address to read
 * their orders.
 */
export interface OrderCustomer {
  userId: string;
  email: string;
  emailVerified: boolean;
}

export function isOrderCustomer(
  order: { userId: string | null; email: string },
  viewer: OrderCustomer | null,
): boolean {
  if (!viewer) return false;
  if (order.userId !== null) return order.userId === viewer.userId;
  return viewer.emailVerified && order.email.toLowerCase() === viewer.email.toLowerCase();
}
