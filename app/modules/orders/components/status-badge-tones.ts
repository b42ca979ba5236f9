import type { OrderStatus } from "../order-status";

/*
 * Each status's badge colours: exactly "bg-<token> text-<token>", both solid theme
 * colours of app/app.css (no opacity), so that order-status-badge.test.ts can look the
 * pair up in the theme and prove its contrast. Full class names, for Tailwind to find.
 */
export const statusBadgeTones: Record<OrderStatus, string> = {
  pending: "bg-brass-light text-walnut-dark",
  confirmed: "bg-badge-slate text-badge-slate-ink",
  work_started: "bg-badge-plum text-badge-plum-ink",
  in_production: "bg-walnut text-linen",
  ready_for_delivery: "bg-badge-teal text-badge-teal-ink",
  delivered: "bg-badge-moss text-badge-moss-ink",
  completed: "bg-sage text-linen",
  cancelled: "bg-badge-rose text-badge-rose-ink",
};

/** A status the shop does not know (spec 4: grey). */
export const unknownStatusTone = "bg-badge-stone text-badge-stone-ink";
