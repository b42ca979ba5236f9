/**
 * Every kind of entry in the audit log, with the words the admin page shows.
 * An admin action that a later feature adds gets its name here first, so that
 * the filter of the audit page offers it.
 */
export const AUDIT_ACTIONS = {
  "auth.sign-in": "Signed in",
  "auth.sign-in-failed": "Sign-in failed",
  "auth.two-factor-failed": "Two-factor code refused",
  "account.two-factor-enabled": "Two-factor sign-in turned on",
  "account.two-factor-disabled": "Two-factor sign-in turned off",
  "account.backup-codes-renewed": "Backup codes renewed",
  "account.session-ended": "Session ended",
  "account.sessions-ended": "Other sessions ended",
  "account.password-changed": "Password changed",
  "order.status": "Order status changed",
  "order.paid": "Order marked paid",
  "order.payment": "Payment recorded",
  "order.refund": "Refund recorded",
  "order.delivery-fee": "Delivery charge set",
  "order.delivery-date": "Delivery date planned",
  "mail.resent": "Undelivered mail sent again",
  "product.created": "Product created",
  "product.updated": "Product updated",
  "product.status": "Product activated or deactivated",
  "product.deleted": "Product deleted",
  "product.archived": "Product archived",
  "product.imported": "Products imported",
  "product.csv-imported": "Products imported from CSV",
  "product.bulk-status": "Products activated or deactivated together",
  "product.bulk-price": "Product prices changed by percent",
  "product.variants": "Product options and variants saved",
  "upload.created": "Image uploaded",
  "category.created": "Category created",
  "category.deleted": "Category deleted",
  "decor.created": "Décor item created",
  "project.created": "Project created",
  "project.updated": "Project updated",
  "project.deleted": "Project deleted",
  "inbox.status": "Inbox message status changed",
  "request.quoted": "Custom request quoted",
  "request.declined": "Custom request declined",
  "request.message": "Message sent on a custom request",
  "swatch.sent": "Swatch request marked as sent",
  "swatch.cancelled": "Swatch request cancelled",
  "discount.created": "Discount code created",
  "discount.updated": "Discount code updated",
  "discount.paused": "Discount code paused",
  "discount.resumed": "Discount code resumed",
  "discount.ended": "Discount code ended",
  "consultation.cancelled": "Consultation cancelled",
  "consultation.moved": "Consultation moved",
  "consultation.calendar": "Consultation hours saved",
  "review.approved": "Review approved",
  "review.hidden": "Review hidden",
  "review.replied": "Review answered",
  "settings.updated": "Settings saved",
  "shop.opened": "Shop opened",
  "shop.preview": "Shop returned to preview",
  "order.test-deleted": "Test orders deleted",
  "delivery.updated": "Delivery policy saved",
  "content.home-updated": "Home page content saved",
  "content.company-updated": "Company pages saved",
  "content.partner-added": "Partner added",
  "content.partner-removed": "Partner removed",
  "content.partners-reordered": "Partners reordered",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
}
