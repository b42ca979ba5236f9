/**
 * Words for an order placed while the shop was a preview (orders.is_test, issue 33 part 7), one
 * sentence for every page and mail that shows such an order, so that none words it its own way.
 */
export const TEST_ORDER_BADGE = "Test order";

export const TEST_ORDER_NOTE = "This is a test order: it was placed while the shop was a preview, before it opened.";

/** The note to show with an order, or null for a real one. */
export function testOrderNote(order: { isTest: boolean }): string | null {
  return order.isTest ? TEST_ORDER_NOTE : null;
}

/** A mail's subject for the order: '[Test order] ' in front of a test order's. */
export function testOrderSubject(order: { isTest: boolean }, subject: string): string {
  return order.isTest ? `[${TEST_ORDER_BADGE}] ${subject}` : subject;
}

/**
 * What the confirmation page says after 'Order placed successfully!': the spec's promise of an
 * e-mail only when a mail server is set (SMTP_URL); without one mails are only written to files
 * on the server, so the buyer is told how to come back to the order instead.
 */
export function orderMailPromise(mailServerConfigured: boolean): string {
  return mailServerConfigured
    ? "You will receive a confirmation email shortly."
    : "Keep this page's link to come back to your order, or find it on Track Order with its number and your e-mail or phone.";
}
