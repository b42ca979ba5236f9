/**
 * The delivery policy as an admin submits it, checked before it is stored: every figure a
 * whole number in its range, every name and city of a sensible length, no city in two zones,
 * and the three options each with a charge for every priced zone. The messages tell the admin
 * what to change; those that concern one zone or option name it. Safe for the browser.
 */
import { z } from "zod";
import { hasUnsafeText } from "~/utils/text-safety";
import { DELIVERY_OPTION_IDS, type DeliveryOptionId, type DeliveryZone } from "./delivery-policy";
import { normaliseCity } from "./pakistan-cities";

const MONEY_MAX = 10_000_000;
const TRANSIT_MAX = 60;
const LEAD_MAX = 180;

const MONEY_MESSAGE = "Please enter a whole number of rupees from 0 to 10,000,000.";
const TRANSIT_MESSAGE = `Please enter a whole number of working days from 0 to ${TRANSIT_MAX}.`;
const LEAD_MESSAGE = `Please enter a whole number of days from 0 to ${LEAD_MAX}.`;
const OPTIONS_MESSAGE = "Please keep exactly the three options: Standard, Express and White Glove.";
/** A zone's id: the key of the options' charges and what an order records ('zone-1'). */
const ZONE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const OPTION_NAMES: Record<DeliveryOptionId, string> = {
  standard: "Standard",
  express: "Express",
  "white-glove": "White Glove",
};

/**
 * Form posts carry text, and an admin writes "15,000": digits (with or without thousands
 * commas) become a number; anything else is passed on as it is, for the number check to refuse.
 */
function numberFromText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  return /^(\d+|\d{1,3}(,\d{3})+)$/.test(text) ? Number(text.replaceAll(",", "")) : value;
}

const wholeNumber = (max: number, message: string) =>
  z.preprocess(numberFromText, z.int({ error: message }).min(0, message).max(max, message));

const rupees = wholeNumber(MONEY_MAX, MONEY_MESSAGE);
/** Blank or null means none (a zone that is never free, a quote with no "usually from"). */
const optionalRupees = z.preprocess((value) => (value === "" ? null : value), rupees.nullable());

/**
 * Control characters (a tab, a NUL, a line break in a name) and the text-direction controls have
 * no place in a zone's or an option's words: refused here, so that no way of saving the policy
 * stores them (the editor's form names the field first, delivery-policy-form.ts).
 */
const PLAIN_TEXT_MESSAGE = "Please use plain text: no control or text-direction characters.";
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const plain = (value: string) => !CONTROL_CHARACTERS.test(value) && !hasUnsafeText(value);

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).refine(plain, PLAIN_TEXT_MESSAGE);

const dayRange = (max: number, message: string) =>
  z.object({ min: wholeNumber(max, message), max: wholeNumber(max, message) });

const pricingSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("priced"), freeAbove: optionalRupees, standardCharge: rupees }),
    z.object({ kind: z.literal("quote"), quoteFrom: optionalRupees }),
  ],
  { error: "Please choose whether this zone has fixed charges or is priced by quote." },
);

const zoneSchema = z
  .object({
    id: z
      .string({ error: "Please give the zone an id of lower-case letters, digits and hyphens, e.g. zone-1." })
      .trim()
      .regex(ZONE_ID, "Please give the zone an id of lower-case letters, digits and hyphens, e.g. zone-1.")
      .max(40, "Please keep the zone's id under 40 characters."),
    name: text(60, "Please give the zone a name of 1 to 60 characters."),
    cities: z
      .array(text(60, "Please write each city in 1 to 60 characters."), {
        error: "Please list at least one city for this zone.",
      })
      .min(1, "Please list at least one city for this zone.")
      .max(200, "Please list at most 200 cities in one zone."),
    areasNote: z
      .string({ error: "Please keep the note on areas under 200 characters." })
      .trim()
      .max(200, "Please keep the note on areas under 200 characters.")
      .refine(plain, PLAIN_TEXT_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
    transitDays: dayRange(TRANSIT_MAX, TRANSIT_MESSAGE),
    pricing: pricingSchema,
  })
  .superRefine((zone, context) => {
    if (zone.transitDays.min > zone.transitDays.max) {
      context.addIssue({
        code: "custom",
        path: ["transitDays", "min"],
        message: `${zone.name || "This zone"}: the fastest transit time cannot be longer than the slowest.`,
      });
    }
  });

const optionSchema = z
  .object({
    id: z.enum(DELIVERY_OPTION_IDS, { error: OPTIONS_MESSAGE }),
    name: text(60, "Please give the option a name of 1 to 60 characters."),
    leadDays: dayRange(LEAD_MAX, LEAD_MESSAGE),
    included: text(500, "Please describe what is included in 1 to 500 characters."),
    charges: z.record(z.string(), rupees, { error: MONEY_MESSAGE }).default({}),
  })
  .superRefine((option, context) => {
    if (option.leadDays.min > option.leadDays.max) {
      context.addIssue({
        code: "custom",
        path: ["leadDays", "min"],
        message: `${option.name || OPTION_NAMES[option.id]}: the shortest production time cannot be longer than the longest.`,
      });
    }
  });

const weekday = z.preprocess(
  numberFromText,
  z.literal([0, 1, 2, 3, 4, 5, 6], { error: "Please choose working days from Sunday to Saturday." }),
);

export const deliveryPolicySchema = z
  .object({
    zones: z.array(zoneSchema, { error: "Please add at least one zone." }).min(1, "Please add at least one zone."),
    options: z.array(optionSchema, { error: OPTIONS_MESSAGE }),
    workingDays: z
      .array(weekday, { error: "Please choose at least one day on which the crews deliver." })
      .min(1, "Please choose at least one day on which the crews deliver.")
      // A set of days: the order they were ticked in means nothing.
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  })
  .superRefine((policy, context) => {
    const zoneIdsSound = checkZoneIds(policy.zones, context);
    checkCities(policy.zones, context);
    checkOptions(policy, zoneIdsSound, context);
  });

export type DeliveryPolicyInput = z.input<typeof deliveryPolicySchema>;
/** The policy as stored and read by /shipping and checkout (the shape of `DeliveryPolicy`). */
export type ParsedDeliveryPolicy = z.output<typeof deliveryPolicySchema>;

type Context = z.RefinementCtx;
type ParsedOption = z.output<typeof optionSchema>;
/**
 * The options' charges are keyed by zone id, so two zones cannot share one. True when every id
 * is sound: only then can the charges be checked against the zones without a false alarm.
 */
function checkZoneIds(zones: readonly DeliveryZone[], context: Context): boolean {
  const seen = new Set<string>();
  let sound = zones.length > 0 && zones.every((zone) => ZONE_ID.test(zone.id));
  zones.forEach((zone, index) => {
    if (seen.has(zone.id)) {
      context.addIssue({
        code: "custom",
        path: ["zones", index, "id"],
        message: `${zone.name}: another zone already has the id "${zone.id}"; please give each zone its own.`,
      });
      sound = false;
    }
    seen.add(zone.id);
  });
  return sound;
}

/** A city in two zones would have two prices: compared as checkout compares them ('Isb' is Islamabad). */
function checkCities(zones: readonly DeliveryZone[], context: Context): void {
  const owner = new Map<string, DeliveryZone>();
  zones.forEach((zone, zoneIndex) => {
    const inThisZone = new Set<string>();
    zone.cities.forEach((city, cityIndex) => {
      const key = normaliseCity(city);
      const other = owner.get(key);
      const path = ["zones", zoneIndex, "cities", cityIndex];
      if (inThisZone.has(key)) {
        context.addIssue({ code: "custom", path, message: `${zone.name}: "${city}" is listed twice.` });
      } else if (other) {
        context.addIssue({
          code: "custom",
          path,
          message: `${zone.name}: "${city}" is already in ${other.name}; a city can belong to one zone only.`,
        });
      } else {
        owner.set(key, zone);
      }
      inThisZone.add(key);
    });
  });
}

/**
 * Exactly Standard, Express and White Glove. Standard takes each zone's own charge; the other
 * two need a charge for every priced zone and none for a zone priced by quote or for no zone.
 */
function checkOptions(
  policy: { zones: readonly DeliveryZone[]; options: readonly ParsedOption[] },
  zoneIdsSound: boolean,
  context: Context,
): void {
  const ids = policy.options.map((option) => option.id);
  if (ids.length !== DELIVERY_OPTION_IDS.length || DELIVERY_OPTION_IDS.some((id) => !ids.includes(id))) {
    context.addIssue({ code: "custom", path: ["options"], message: OPTIONS_MESSAGE });
    return;
  }
  const zones = new Map(policy.zones.map((zone) => [zone.id, zone]));
  policy.options.forEach((option, index) => {
    const path = ["options", index, "charges"];
    const name = option.name || OPTION_NAMES[option.id];
    if (option.id === "standard") {
      if (Object.keys(option.charges).length > 0) {
        context.addIssue({
          code: "custom",
          path,
          message: `${name} uses each zone's own charge: please remove its per-zone charges.`,
        });
      }
      return;
    }
    // Until the zones' ids are fixed, every charge would seem to point at a missing zone.
    if (!zoneIdsSound) return;
    for (const zoneId of Object.keys(option.charges)) {
      const zone = zones.get(zoneId);
      if (!zone) {
        context.addIssue({
          code: "custom",
          path: [...path, zoneId],
          message: `${name} has a charge for a zone that does not exist ("${zoneId}"): please remove it.`,
        });
      } else if (zone.pricing.kind === "quote") {
        context.addIssue({
          code: "custom",
          path: [...path, zoneId],
          message: `${zone.name} is priced by quote, so ${name} has no fixed charge there: please remove it.`,
        });
      }
    }
    for (const zone of policy.zones) {
      if (zone.pricing.kind === "priced" && option.charges[zone.id] === undefined) {
        context.addIssue({
          code: "custom",
          path: [...path, zone.id],
          message: `${name}: please enter the charge for ${zone.name}.`,
        });
      }
    }
  });
}
