import { z } from "zod";
import { hasUnsafeText } from "~/utils/text-safety";
import { DELIVERY_CITY_MAX } from "./delivery-city-limits";
import type { DeliveryCityNote } from "./delivery-city";

// Each refusal's message is its note's code (delivery-city.ts): a page without JavaScript is sent back with the code.
const note = (code: DeliveryCityNote) => code;

/**
 * The 'Deliver to' form: the city as typed, checked as every city field of the shop is (text
 * direction controls, bytes that were not UTF-8 and NUL refused first, then 1 to 80 characters).
 * Whether it names a city is the policy's question (deliveryCityOf), asked after this.
 */
export const deliveryCitySchema = z.object({
  city: z
    .string({ error: note("empty") })
    .refine((value) => !hasUnsafeText(value) && !value.includes("\0"), { message: note("unsafe"), abort: true })
    .trim()
    .min(1, note("empty"))
    .max(DELIVERY_CITY_MAX, note("long")),
});
