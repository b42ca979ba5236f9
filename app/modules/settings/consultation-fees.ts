import { formatPrice } from "~/utils/money";
import type { ShopSettings } from "./settings.schema";

/**
 * Whole rupees per kind of consultation, 0 for free: the settings' consultationFees. Here, in the
 * base module, so that every module that names a consultation's price (content, admin, the
 * bookings) words it the same way.
 */
export type ConsultationFees = ShopSettings["consultationFees"];
type ConsultationKind = keyof ConsultationFees;

/** The consultations module's kinds, in its order (consultation-kinds.ts checks that they agree). */
export const CONSULTATION_FEE_KINDS = ["showroom", "home", "video"] as const satisfies readonly ConsultationKind[];
const CONSULTATION_KINDS = CONSULTATION_FEE_KINDS;

/** How a price sentence names where each kind takes place. */
const where: Record<ConsultationKind, string> = {
  showroom: "at our showroom",
  home: "for a home visit",
  video: "by video call",
};

/** 'Free' or 'PKR 15,000': one kind's price. */
export const feeText = (fee: number) => (fee === 0 ? "Free" : formatPrice(fee));

const orList = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}`;

const kindsCosting = (fees: ConsultationFees, paid: boolean) =>
  CONSULTATION_KINDS.filter((kind) => fees[kind] > 0 === paid);

/** The paid kinds, each with its price: 'PKR 15,000 for a home visit, PKR 5,000 by video call'. */
const paidParts = (fees: ConsultationFees) =>
  kindsCosting(fees, true).map((kind) => `${formatPrice(fees[kind])} ${where[kind]}`);

/** Every kind the same price: that price, else null. */
function onePrice(fees: ConsultationFees): number | null {
  const prices = new Set(CONSULTATION_KINDS.map((kind) => fees[kind]));
  return prices.size === 1 ? [...prices][0]! : null;
}

/**
 * The prices in a sentence, lower case: 'free', 'PKR 15,000 per session', or 'free at our
 * showroom or by video call, and PKR 15,000 for a home visit'.
 */
export function consultationPrices(fees: ConsultationFees): string {
  const same = onePrice(fees);
  if (same === 0) return "free";
  if (same !== null) return `${formatPrice(same)} per session`;
  const free = kindsCosting(fees, false).map((kind) => where[kind]);
  const paid = paidParts(fees).join(", ");
  return free.length > 0 ? `free ${orList(free)}, and ${paid}` : paid;
}

/** For a price slot (a package card, a price list): 'Free', 'PKR 15,000 per session', 'Free, or PKR 15,000 for a home visit'. */
export function consultationPriceShort(fees: ConsultationFees): string {
  const same = onePrice(fees);
  if (same === 0) return "Free";
  if (same !== null) return `${formatPrice(same)} per session`;
  const paid = paidParts(fees).join(", ");
  if (kindsCosting(fees, false).length > 0) return `Free, or ${paid}`;
  return `From ${formatPrice(Math.min(...CONSULTATION_KINDS.map((kind) => fees[kind])))} per session`;
}

/** Whether a consultation may be called free without a qualifier: every kind is. */
export const allFree = (fees: ConsultationFees) => onePrice(fees) === 0;

/** 'Free' or 'PKR 15,000' for one kind, as the booking page and the mails name it. */
export const kindFeeText = (fees: ConsultationFees, kind: ConsultationKind) => feeText(fees[kind]);

/**
 * The content pages' words with the prices filled in: '{consultation-prices}' (a sentence's,
 * lower case), '{consultation-price}' (a price slot's) and '{consultation-fee:home}' (one kind's).
 * The pages are plain data; this keeps the figures out of them.
 */
export function fillConsultationPrices(text: string, fees: ConsultationFees): string {
  return text
    .replaceAll("{consultation-prices}", consultationPrices(fees))
    .replaceAll("{consultation-price}", consultationPriceShort(fees))
    .replace(/\{consultation-fee:(showroom|home|video)\}/g, (_, kind: ConsultationKind) => {
      const fee = fees[kind];
      return fee === 0 ? "Free" : `${formatPrice(fee)} per ${kind === "home" ? "visit" : "session"}`;
    });
}

/** fillConsultationPrices over every string of a page's data (objects and arrays, kept as they are otherwise). */
export function withConsultationPrices<T>(value: T, fees: ConsultationFees): T {
  if (typeof value === "string") return fillConsultationPrices(value, fees) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withConsultationPrices(item, fees)) as T;
  // Plain data only: a component (an icon, with its $$typeof) is passed on as it is.
  if (
    value &&
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !("$$typeof" in value)
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withConsultationPrices(item, fees)]),
    ) as T;
  }
  return value;
}
