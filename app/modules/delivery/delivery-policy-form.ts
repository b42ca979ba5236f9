/**
 * The delivery editor's form (/admin/delivery) and the policy: the form posts flat names
 * ('zones.2.pricing.standardCharge', 'options.1.charges.zone-3', 'workingDays.6'); this turns
 * them into what `deliveryPolicySchema` takes, adds the checks a form needs on top of it (text
 * with control characters, two zones of one name), and maps the schema's messages back to the
 * fields that showed the values. Adding and removing a zone are edits of the posted values, so
 * they work without JavaScript. Pure; safe for the browser.
 */
import type { z } from "zod";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { rupees } from "~/utils/money";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { DELIVERY_OPTION_IDS, type DeliveryOptionId, type DeliveryPolicy, type Weekday } from "./delivery-policy";
import { CONTROL_CHARACTERS, deliveryPolicySchema, type ParsedDeliveryPolicy } from "./delivery-policy.schema";

export type FormValues = Record<string, string | undefined>;

/**
 * What the editor's action answers: the admin kit's result, plus a revision (the form is drawn
 * afresh, from `values` or the saved policy, whenever it changes) and the field to focus next.
 */
export interface DeliveryPolicyActionResult extends AdminActionResult {
  revision: string;
  focus?: string;
}

export const OPTION_NAMES: Record<DeliveryOptionId, string> = {
  standard: "Standard",
  express: "Express",
  "white-glove": "White Glove",
};

/** The options that replace the Standard charge with one of their own in each priced zone. */
export const CHARGED_OPTIONS = DELIVERY_OPTION_IDS.flatMap((id, index) => (id === "standard" ? [] : [{ id, index }]));

/** The days in the order the form lists them, Monday first, with `Date.getDay()`'s numbers. */
export const WEEKDAYS: readonly { day: Weekday; name: string }[] = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 0, name: "Sunday" },
];

export const ADD_ZONE = "add-zone";
export const REMOVE_ZONE = "remove-zone-";

const ZONE_KEY = /^zones\.(\d{1,3})\.(.+)$/;
export const CONTROL_TEXT_MESSAGE =
  "Please remove the invisible control character (such as a tab) from this text and type it again.";

/** The element id of a field, from its form name: the error summary links to it. */
export const fieldId = (name: string) => `delivery-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;

const money = (amount: number | null) => (amount === null ? "" : rupees(amount));

/** The form's values for a stored policy (the flat names it posts). */
export function formFromPolicy(policy: DeliveryPolicy): Record<string, string> {
  const values: Record<string, string> = {};
  policy.zones.forEach((zone, index) => {
    const key = (field: string) => `zones.${index}.${field}`;
    values[key("id")] = zone.id;
    values[key("name")] = zone.name;
    values[key("cities")] = zone.cities.join(", ");
    values[key("areasNote")] = zone.areasNote ?? "";
    values[key("transitDays.min")] = String(zone.transitDays.min);
    values[key("transitDays.max")] = String(zone.transitDays.max);
    values[key("pricing.kind")] = zone.pricing.kind;
    if (zone.pricing.kind === "priced") {
      values[key("pricing.freeAbove")] = money(zone.pricing.freeAbove);
      values[key("pricing.standardCharge")] = money(zone.pricing.standardCharge);
    } else {
      values[key("pricing.quoteFrom")] = money(zone.pricing.quoteFrom);
    }
  });
  DELIVERY_OPTION_IDS.forEach((id, index) => {
    const option = policy.options.find((candidate) => candidate.id === id);
    if (!option) return;
    values[`options.${index}.leadDays.min`] = String(option.leadDays.min);
    values[`options.${index}.leadDays.max`] = String(option.leadDays.max);
    values[`options.${index}.included`] = option.included;
    for (const [zoneId, charge] of Object.entries(option.charges)) {
      values[`options.${index}.charges.${zoneId}`] = money(charge);
    }
  });
  for (const day of policy.workingDays) values[`workingDays.${day}`] = "on";
  return values;
}

/** The zone rows the form posted, in order (the numbers in 'zones.N.…'). */
export function zoneRows(values: FormValues): number[] {
  const rows = new Set<number>();
  for (const key of Object.keys(values)) {
    const match = ZONE_KEY.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

/** Comma- or line-separated names, trimmed, blanks dropped. */
const splitList = (text: string) =>
  text
    .split(/[,\n\r]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A multi-line field's text as one line: its line breaks and tabs are layout, not content. */
const oneLine = (text: string) => text.replace(/[\t\r\n]+/g, " ");

/**
 * The posted form as the schema's input. A field left out is read as empty, so a partial post
 * is refused rather than filled from the stored policy; an unticked day is absent, so absent
 * means no. Only a zone with fixed charges takes the Express and White Glove charges posted for it.
 */
export function policyFromForm(values: FormValues) {
  const text = (key: string) => values[key] ?? "";
  const zones = zoneRows(values).map((row) => {
    const key = (field: string) => text(`zones.${row}.${field}`);
    const kind = key("pricing.kind");
    return {
      id: key("id"),
      name: key("name"),
      cities: splitList(key("cities")),
      areasNote: key("areasNote"),
      transitDays: { min: key("transitDays.min"), max: key("transitDays.max") },
      pricing:
        kind === "quote"
          ? { kind, quoteFrom: key("pricing.quoteFrom") }
          : { kind, freeAbove: key("pricing.freeAbove"), standardCharge: key("pricing.standardCharge") },
    };
  });
  const options = DELIVERY_OPTION_IDS.map((id, index) => ({
    id,
    name: OPTION_NAMES[id],
    leadDays: { min: text(`options.${index}.leadDays.min`), max: text(`options.${index}.leadDays.max`) },
    included: oneLine(text(`options.${index}.included`)),
    charges:
      id === "standard"
        ? {}
        : Object.fromEntries(
            zones
              .filter((zone) => zone.pricing.kind === "priced")
              .map((zone): [string, string] => [zone.id, text(`options.${index}.charges.${zone.id}`)])
              // A blank charge is a missing one: the schema asks for it by the zone's name.
              .filter(([, charge]) => charge.trim() !== ""),
          ),
  }));
  const workingDays = WEEKDAYS.filter(({ day }) => values[`workingDays.${day}`] === "on")
    .map(({ day }) => day)
    .sort((a, b) => a - b);
  return { zones, options, workingDays };
}

export type PolicyFormResult =
  { success: true; data: ParsedDeliveryPolicy } | { success: false; errors: Record<string, string> };

/**
 * Checks a posted form: the schema's rules and the form's own. The errors are keyed by the name
 * of the field that showed the value ('zones.1.cities'), or 'form', 'zones' and 'workingDays'
 * for what belongs to no one field; the first message of each field wins.
 */
export function parsePolicyForm(values: FormValues): PolicyFormResult {
  const rows = zoneRows(values);
  const input = policyFromForm(values);
  const errors: Record<string, string> = formOwnProblems(input, rows);
  const parsed = deliveryPolicySchema.safeParse(input);
  if (!parsed.success) {
    for (const [key, message] of schemaProblems(parsed.error, rows)) errors[key] ??= message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: parsed.data };
}

type PolicyInput = ReturnType<typeof policyFromForm>;

/** Text no page should show (control characters, text-direction controls) and two zones of one name. */
function formOwnProblems(input: PolicyInput, rows: number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (key: string, ...texts: string[]) => {
    if (texts.some((text) => hasUnsafeText(text))) errors[key] ??= UNSAFE_TEXT_MESSAGE;
    else if (texts.some((text) => CONTROL_CHARACTERS.test(text))) errors[key] ??= CONTROL_TEXT_MESSAGE;
  };
  const names = new Map<string, string>();
  input.zones.forEach((zone, index) => {
    const prefix = `zones.${rows[index]}`;
    check(`${prefix}.name`, zone.name);
    check(`${prefix}.cities`, ...zone.cities);
    check(`${prefix}.areasNote`, zone.areasNote);
    const name = zone.name.trim().toLowerCase();
    const other = names.get(name);
    if (name && other !== undefined) {
      errors[`${prefix}.name`] ??= `Another zone is already called "${other}": please give each zone its own name.`;
    } else if (name) {
      names.set(name, zone.name.trim());
    }
  });
  input.options.forEach((option, index) => check(`options.${index}.included`, option.included));
  return errors;
}

/** The schema's issues keyed by the form field that holds each value. */
function schemaProblems(error: z.ZodError, rows: number[]): [string, string][] {
  return error.issues.map((issue) => [formKey(issue.path.map(String), rows), issue.message]);
}

function formKey(path: string[], rows: number[]): string {
  const [top, index, field, part] = path;
  if (top === "workingDays") return "workingDays";
  if (top === "zones" && index !== undefined) {
    const prefix = `zones.${rows[Number(index)] ?? index}`;
    if (field === "cities") return `${prefix}.cities`;
    if (field === "pricing") return `${prefix}.pricing.${part && part !== "kind" ? part : "kind"}`;
    if (field === "transitDays") return `${prefix}.transitDays.${part ?? "min"}`;
    if (field === "name" || field === "areasNote") return `${prefix}.${field}`;
    // The id is not a field the admin sees: its message names the zone.
    return `${prefix}.name`;
  }
  if (top === "options" && index !== undefined) {
    if (field === "leadDays") return `options.${index}.leadDays.${part ?? "min"}`;
    if (field === "included") return `options.${index}.included`;
    if (field === "charges" && part !== undefined) return `options.${index}.charges.${part}`;
    return "form";
  }
  return path.join(".") || "form";
}

/** The form's values without zone `row` (and its charges), the rows after it moved up one. */
export function withoutZone(values: FormValues, row: number): Record<string, string> {
  const id = values[`zones.${row}.id`];
  const rows = zoneRows(values).filter((candidate) => candidate !== row);
  const kept = Object.entries(values).filter(
    ([key]) => !ZONE_KEY.test(key) && !(id && /^options\.\d+\.charges\./.test(key) && key.endsWith(`.charges.${id}`)),
  );
  const result: Record<string, string> = {};
  for (const [key, value] of kept) if (value !== undefined) result[key] = value;
  rows.forEach((from, to) => {
    for (const [key, value] of Object.entries(values)) {
      const match = ZONE_KEY.exec(key);
      if (match && Number(match[1]) === from && value !== undefined) result[`zones.${to}.${match[2]}`] = value;
    }
  });
  return result;
}

/** The form's values with a new, empty zone at the end (fixed charges; its figures to fill in). */
export function withNewZone(values: FormValues): { values: Record<string, string>; row: number } {
  const compact = withoutZone(values, -1);
  const row = zoneRows(compact).length;
  const ids = new Set(Object.entries(compact).flatMap(([key, value]) => (/^zones\.\d+\.id$/.test(key) ? [value] : [])));
  const names = new Set(
    Object.entries(compact).flatMap(([key, value]) => (/^zones\.\d+\.name$/.test(key) ? [value.trim()] : [])),
  );
  let number = row + 1;
  while (ids.has(`zone-${number}`) || names.has(`Zone ${number}`)) number += 1;
  return {
    row,
    values: {
      ...compact,
      [`zones.${row}.id`]: `zone-${number}`,
      [`zones.${row}.name`]: `Zone ${number}`,
      [`zones.${row}.pricing.kind`]: "priced",
    },
  };
}

/** The intent of a post: save, add a zone, or remove the zone of one row. */
export function formIntent(
  intent: string | undefined,
): { kind: "save" } | { kind: "add-zone" } | { kind: "remove-zone"; row: number } | null {
  if (intent === "save") return { kind: "save" };
  if (intent === ADD_ZONE) return { kind: "add-zone" };
  const match = intent?.startsWith(REMOVE_ZONE) ? /^\d{1,3}$/.exec(intent.slice(REMOVE_ZONE.length)) : null;
  return match ? { kind: "remove-zone", row: Number(match[0]) } : null;
}

/** The words the error summary links with: 'Zone 2 · Cities'. */
export function fieldLabel(key: string, values: FormValues): string | null {
  const zone = ZONE_KEY.exec(key);
  if (zone) {
    const name = values[`zones.${zone[1]}.name`]?.trim() || `Zone row ${Number(zone[1]) + 1}`;
    return `${name} · ${ZONE_FIELD_LABELS[zone[2]!] ?? zone[2]}`;
  }
  const option = /^options\.(\d)\.(.+)$/.exec(key);
  if (option) {
    const id = DELIVERY_OPTION_IDS[Number(option[1])];
    const optionName = id ? OPTION_NAMES[id] : "Option";
    const charge = /^charges\.(.+)$/.exec(option[2]!);
    if (charge) {
      const row = zoneRows(values).find((candidate) => values[`zones.${candidate}.id`] === charge[1]);
      const zoneName = row === undefined ? charge[1] : values[`zones.${row}.name`]?.trim() || charge[1];
      return `${zoneName} · ${optionName} charge`;
    }
    return `${optionName} · ${OPTION_FIELD_LABELS[option[2]!] ?? option[2]}`;
  }
  if (key === "workingDays") return "Working days";
  return null;
}

const ZONE_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  cities: "Cities",
  areasNote: "Note on areas",
  "transitDays.min": "Transit days, fastest",
  "transitDays.max": "Transit days, slowest",
  "pricing.kind": "How it is charged",
  "pricing.freeAbove": "Free above",
  "pricing.standardCharge": "Standard charge",
  "pricing.quoteFrom": "Usually from",
};

const OPTION_FIELD_LABELS: Record<string, string> = {
  "leadDays.min": "Production, shortest",
  "leadDays.max": "Production, longest",
  included: "What's included",
};

/** A zone's id as the form holds it (for the option charges' names). */
export const zoneIdOf = (values: FormValues, row: number) => values[`zones.${row}.id`] ?? "";
