import type { RequestPageData } from "../request-page.server";

/** One sentence on where the request stands and what happens next. */
export function RequestStatusText({ page }: { page: Pick<RequestPageData, "status" | "quote" | "declineReason"> }) {
  const text = {
    received: "A designer is reading your request and will call or write within 24 hours. Your quote will appear here.",
    quoted: `Your quote is ready. You can accept it until ${page.quote?.validUntilText ?? "its last day"}.`,
    accepted: "You accepted the quote and your order is placed. We will call you before production starts.",
    ordered: "Your order is confirmed and in our workshop's hands.",
    declined: "We are sorry: we can't take this request on.",
    expired: "This quote's last day has passed. Send us a message below and we will prepare a new one.",
  }[page.status];
  return (
    <div className="grid gap-2 rounded-xl border border-line bg-cream px-4 py-3 text-espresso">
      <p>{text}</p>
      {page.status === "declined" && page.declineReason && (
        <p className="whitespace-pre-line text-muted">{page.declineReason}</p>
      )}
    </div>
  );
}
