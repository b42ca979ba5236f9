import type { Notice } from "~/components/ui/toaster";

/** The spec's notices for the custom-order form (§8) and ours, in its style, for the contact form. */
export const inboxNotices = {
  requestSubmitted: {
    tone: "success",
    title: "Request Submitted!",
    text: "We'll contact you within 24 hours to discuss your project.",
  },
  requestFailed: { tone: "error", title: "Error", text: "Failed to submit request. Please try again." },
  requestInvalid: {
    tone: "error",
    title: "Error",
    text: "Failed to submit request. Please check the fields marked below.",
  },
  requestRateLimited: {
    tone: "error",
    title: "Error",
    text: "Failed to submit request. You have sent several requests in a short time; please wait a few minutes and try again.",
  },
  messageSent: { tone: "success", title: "Message sent!", text: "Thank you — we reply within 24 hours." },
  messageFailed: { tone: "error", title: "Error", text: "Failed to send message. Please try again." },
  messageInvalid: {
    tone: "error",
    title: "Error",
    text: "Failed to send message. Please check the fields marked below.",
  },
  messageRateLimited: {
    tone: "error",
    title: "Error",
    text: "Failed to send message. You have sent several messages in a short time; please wait a few minutes and try again.",
  },
  statusChanged: (handled: boolean): Notice => ({
    tone: "success",
    title: "Success",
    text: handled ? "Message marked as handled." : "Message marked as new.",
  }),
  statusFailed: { tone: "error", title: "Error", text: "Failed to update message status." },
} satisfies Record<string, Notice | ((...args: never[]) => Notice)>;

/** What the custom-order and contact actions answer; the forms read it (fetcher or, without JavaScript, the page). */
export interface InboxFormResult {
  ok: boolean;
  notice: Notice;
  /** The first problem per field. */
  errors: Record<string, string>;
  /** What was typed, so that a page rendered without JavaScript keeps it after a refusal. */
  values: Record<string, string>;
}
