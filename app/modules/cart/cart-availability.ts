/**
 * Whether a cart line can still be bought as it is: its product may have sold out, or fallen
 * below the line's quantity, since it was added (another customer bought it, the admin changed
 * the stock). The cart and checkout say so on the line, rather than disabling both steppers and
 * letting checkout refuse.
 */
export type LineAvailability = { kind: "available" } | { kind: "sold-out" } | { kind: "short"; stock: number };

export function lineAvailability(line: { quantity: number; stock: number }): LineAvailability {
  if (line.stock <= 0) return { kind: "sold-out" };
  if (line.stock < line.quantity) return { kind: "short", stock: line.stock };
  return { kind: "available" };
}

/** What the line says; null when it can be bought as it is. */
export function availabilityText(availability: LineAvailability): string | null {
  if (availability.kind === "sold-out") return "Sold out: please remove it to check out.";
  if (availability.kind === "short") {
    return `Only ${availability.stock} left: please lower the quantity to ${availability.stock} to check out.`;
  }
  return null;
}

/** The notice over a cart or checkout with lines that cannot be bought as they are; null when all can. */
export function cartAvailabilityNotice(lines: { quantity: number; stock: number }[]): string | null {
  const affected = lines.filter((line) => lineAvailability(line).kind !== "available").length;
  if (affected === 0) return null;
  return affected === 1
    ? "A piece in your cart is no longer available in the quantity you chose. Please change it to check out."
    : `${affected} pieces in your cart are no longer available in the quantities you chose. Please change them to check out.`;
}
