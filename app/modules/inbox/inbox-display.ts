// Types only: the schema module (and drizzle) stays out of the browser bundle.
import type { inboxMessages } from "~/db/schema/inbox";
import { formatPakistaniPhone } from "~/utils/phone";
import { mailtoHref } from "~/utils/contact-links";
import { formatShopDateTime } from "~/utils/shop-time";
import { budgetLabels, labelOf, projectTypeLabels, timelineLabels } from "./custom-order-options";

export type InboxKind = (typeof inboxMessages.$inferSelect)["kind"];
export type InboxStatus = (typeof inboxMessages.$inferSelect)["status"];

export const kindLabels: Record<InboxKind, string> = { custom_order: "Custom order", contact: "Contact" };
export const statusLabels: Record<InboxStatus, string> = { new: "New", handled: "Handled" };

/** 'Jan 05, 2024, 14:30', in Pakistan time: the shop's one form of a date with its time. */
export function formatReceived(value: Date | string): string {
  return formatShopDateTime(value);
}

/** The details of a request with their labels, in the form's order; blanks left out. */
export function detailRows(details: Record<string, string>): { label: string; value: string }[] {
  const rows = [
    { label: "Project type", value: details.projectType && labelOf(projectTypeLabels, details.projectType) },
    { label: "Budget", value: details.budget && labelOf(budgetLabels, details.budget) },
    { label: "Timeline", value: details.timeline && labelOf(timelineLabels, details.timeline) },
    { label: "Location", value: details.location },
  ];
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value));
}

/** 'Re: <subject>' once, however often the subject was answered before. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** A mailto: link to answer the sender, with the subject filled in. */
export function replyHref(message: { email: string; subject: string }): string {
  return mailtoHref(message.email, replySubject(message.subject));
}

export function displayPhone(phone: string | null): string | null {
  return phone ? formatPakistaniPhone(phone) : null;
}
