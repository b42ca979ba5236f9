import { describe, expect, it } from "vitest";
import { cityOfField } from "./address-city";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";
import { quoteDelivery, zoneForCity } from "./delivery-quote";

/**
 * Cities as Pakistanis write them in checkout's City field (issue 33, part 5): each spelling with
 * the city it names and that city's zone in the demo policy. null: no city, or a city in no zone,
 * so delivery is by quote ('To be confirmed') and checkout asks which city is meant.
 */
const SPELLINGS: [typed: string, city: string | null, zone: string | null][] = [
  // Lahore, Zone 1: areas, societies, the cantonment, the province, short forms and spellings.
  ["Lahore", "Lahore", "zone-1"],
  ["LAHORE", "Lahore", "zone-1"],
  ["Lahore, Punjab", "Lahore", "zone-1"],
  ["Lahore, Punjab, Pakistan", "Lahore", "zone-1"],
  ["Lahore 54000", "Lahore", "zone-1"],
  ["Lahore Cantt", "Lahore", "zone-1"],
  ["Lahore Cantonment", "Lahore", "zone-1"],
  ["DHA Lahore", "Lahore", "zone-1"],
  ["DHA Phase 6, Lahore", "Lahore", "zone-1"],
  ["D.H.A. Lahore", "Lahore", "zone-1"],
  ["Defence, Lahore", "Lahore", "zone-1"],
  ["Bahria Town Lahore", "Lahore", "zone-1"],
  ["Gulberg III", "Lahore", "zone-1"],
  ["Gulberg 2, Lahore", "Lahore", "zone-1"],
  ["Johar Town", "Lahore", "zone-1"],
  ["Johar Town, Lahore", "Lahore", "zone-1"],
  ["Model Town Lahore", "Lahore", "zone-1"],
  ["Allama Iqbal Town", "Lahore", "zone-1"],
  ["Garden Town, Lahore", "Lahore", "zone-1"],
  ["Valencia Town", "Lahore", "zone-1"],
  ["Raiwind Road", "Lahore", "zone-1"],
  ["Walton Cantt", "Lahore", "zone-1"],
  ["Askari 10, Lahore", "Lahore", "zone-1"],
  ["Gulshan-e-Ravi", "Lahore", "zone-1"],
  ["EME Society", "Lahore", "zone-1"],
  ["LHR", "Lahore", "zone-1"],
  ["Lahor", "Lahore", "zone-1"],
  ["L\u0101hore", "Lahore", "zone-1"],
  ["لاہور", "Lahore", "zone-1"],
  // Karachi, Zone 3.
  ["Karachi", "Karachi", "zone-3"],
  ["Karachi, Sindh", "Karachi", "zone-3"],
  ["Kar\u0101chi", "Karachi", "zone-3"],
  ["KHI", "Karachi", "zone-3"],
  ["Krachi", "Karachi", "zone-3"],
  ["کراچی", "Karachi", "zone-3"],
  ["Karachi Cantt", "Karachi", "zone-3"],
  ["Clifton", "Karachi", "zone-3"],
  ["Clifton Block 5", "Karachi", "zone-3"],
  ["DHA Karachi", "Karachi", "zone-3"],
  ["DHA Phase 8, Karachi", "Karachi", "zone-3"],
  ["Bahria Town Karachi", "Karachi", "zone-3"],
  ["Saddar, Karachi", "Karachi", "zone-3"],
  ["PECHS", "Karachi", "zone-3"],
  ["P.E.C.H.S.", "Karachi", "zone-3"],
  ["Gulshan-e-Iqbal", "Karachi", "zone-3"],
  ["Gulshan e Iqbal Block 13", "Karachi", "zone-3"],
  ["Gulistan-e-Jauhar", "Karachi", "zone-3"],
  ["North Nazimabad", "Karachi", "zone-3"],
  ["Federal B. Area", "Karachi", "zone-3"],
  ["Korangi", "Karachi", "zone-3"],
  ["Malir Cantt", "Karachi", "zone-3"],
  ["Tariq Road", "Karachi", "zone-3"],
  // Islamabad, Zone 2: sectors and areas.
  ["Islamabad", "Islamabad", "zone-2"],
  ["ISB", "Islamabad", "zone-2"],
  ["Islambad", "Islamabad", "zone-2"],
  ["Isloo", "Islamabad", "zone-2"],
  ["Islamabad, ICT", "Islamabad", "zone-2"],
  ["Islamabad Capital Territory", "Islamabad", "zone-2"],
  ["اسلام آباد", "Islamabad", "zone-2"],
  ["F-7", "Islamabad", "zone-2"],
  ["F-7/2", "Islamabad", "zone-2"],
  ["F7", "Islamabad", "zone-2"],
  ["G-11", "Islamabad", "zone-2"],
  ["G-11/3, Islamabad", "Islamabad", "zone-2"],
  ["E-11", "Islamabad", "zone-2"],
  ["I-8 Markaz", "Islamabad", "zone-2"],
  ["Blue Area", "Islamabad", "zone-2"],
  ["Bani Gala", "Islamabad", "zone-2"],
  ["Gulberg Greens", "Islamabad", "zone-2"],
  ["DHA Islamabad", "Islamabad", "zone-2"],
  ["Bahria Town Islamabad", "Islamabad", "zone-2"],
  // Rawalpindi, Zone 2.
  ["Rawalpindi", "Rawalpindi", "zone-2"],
  ["Rawalpindi Cantt", "Rawalpindi", "zone-2"],
  ["Rawal Pindi", "Rawalpindi", "zone-2"],
  ["Pindi", "Rawalpindi", "zone-2"],
  ["RWP", "Rawalpindi", "zone-2"],
  ["راولپنڈی", "Rawalpindi", "zone-2"],
  ["Chaklala", "Rawalpindi", "zone-2"],
  ["Westridge", "Rawalpindi", "zone-2"],
  ["Saddar, Rawalpindi", "Rawalpindi", "zone-2"],
  ["Satellite Town, Rawalpindi", "Rawalpindi", "zone-2"],
  ["Bahria Town Phase 8, Rawalpindi", "Rawalpindi", "zone-2"],
  // Faisalabad, Gujranwala, Sialkot, Sheikhupura: Zone 2.
  ["Faisalabad", "Faisalabad", "zone-2"],
  ["FSD", "Faisalabad", "zone-2"],
  ["Faislabad", "Faisalabad", "zone-2"],
  ["Lyallpur", "Faisalabad", "zone-2"],
  ["Faisalabad, Punjab", "Faisalabad", "zone-2"],
  ["D Ground", "Faisalabad", "zone-2"],
  ["Kohinoor City", "Faisalabad", "zone-2"],
  ["Gujranwala Cantt", "Gujranwala", "zone-2"],
  ["Gujranwalla", "Gujranwala", "zone-2"],
  ["Satellite Town, Gujranwala", "Gujranwala", "zone-2"],
  ["Sialkot Cantt", "Sialkot", "zone-2"],
  ["SKT", "Sialkot", "zone-2"],
  ["Shekhupura", "Sheikhupura", "zone-2"],
  // Multan, Peshawar, Hyderabad, Bahawalpur, Sukkur: Zone 3.
  ["Multan", "Multan", "zone-3"],
  ["MUX", "Multan", "zone-3"],
  ["Multaan", "Multan", "zone-3"],
  ["Multan Cantt", "Multan", "zone-3"],
  ["DHA Multan", "Multan", "zone-3"],
  ["Gulgasht", "Multan", "zone-3"],
  ["Bosan Road", "Multan", "zone-3"],
  ["Peshawar", "Peshawar", "zone-3"],
  ["Peshawar, KPK", "Peshawar", "zone-3"],
  ["Peshawar, KP", "Peshawar", "zone-3"],
  ["Pishawar", "Peshawar", "zone-3"],
  ["Peshawar Cantt", "Peshawar", "zone-3"],
  ["Hayatabad", "Peshawar", "zone-3"],
  ["University Town", "Peshawar", "zone-3"],
  ["Hyderabad, Sindh", "Hyderabad", "zone-3"],
  ["HYD", "Hyderabad", "zone-3"],
  ["Latifabad", "Hyderabad", "zone-3"],
  ["Qasimabad", "Hyderabad", "zone-3"],
  ["Bahawalpur Cantt", "Bahawalpur", "zone-3"],
  ["Sakhar", "Sukkur", "zone-3"],
  ["Sukkur, Sindh", "Sukkur", "zone-3"],
  // Zone 4 (by quote by the policy, but in its zone).
  ["Quetta", "Quetta", "zone-4"],
  ["Quetta Cantt", "Quetta", "zone-4"],
  ["Quetta, Balochistan", "Quetta", "zone-4"],
  ["Gilgit, GB", "Gilgit", "zone-4"],
  ["Skardu, Gilgit-Baltistan", "Skardu", "zone-4"],
  ["Muzaffarabad, AJK", "Muzaffarabad", "zone-4"],
  ["Gwadar", "Gwadar", "zone-4"],
  // No city, or one in no zone: by quote, never a guess.
  ["DHA", null, null],
  ["DHA Phase 6", null, null],
  ["Defence", null, null],
  ["Bahria Town", null, null],
  ["Cantt", null, null],
  ["Saddar", null, null],
  ["Model Town", null, null],
  ["Satellite Town", null, null],
  ["Gulberg", null, null],
  ["Multan Road", null, null],
  ["Hyderabad Colony", null, null],
  ["Karachi Company", null, null],
  ["Pindi Bhattian", null, null],
  ["Gilgit-Baltistan", null, null],
  ["G-1 Block", null, null],
  ["Punjab", null, null],
  ["Pakistan", null, null],
  ["Sargodha", "Sargodha", null],
  ["Wah Cantt", "Wah Cantt", null],
  ["Gujrat", "Gujrat", null],
];

describe("cities as Pakistanis write them", () => {
  it("holds at least 80 real spellings, each once", () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SPELLINGS.map(([typed]) => typed)).size).toBe(SPELLINGS.length);
  });

  it.each(SPELLINGS)("reads %j as %s, in %s", (typed, city, zone) => {
    expect(cityOfField(typed)?.name ?? null).toBe(city);
    expect(zoneForCity(policy, typed)?.id ?? null).toBe(zone);
  });

  it("never leaves a city the policy names 'to be confirmed' where its zone has a charge", () => {
    for (const zone of policy.zones.filter((candidate) => candidate.pricing.kind === "priced")) {
      for (const city of zone.cities) {
        for (const typed of [city, `${city} Cantt`, `DHA ${city}`, `${city}, Pakistan`, city.toUpperCase()]) {
          const quote = quoteDelivery(policy, {
            city: typed,
            address: `House 5, Street 2, ${city}`,
            optionId: "standard",
            subtotal: 10_000,
            placedAt: new Date("2026-12-10T07:00:00Z"),
          });
          expect(quote, typed).toMatchObject({ kind: "priced", zone: { id: zone.id } });
        }
      }
    }
  });
});
