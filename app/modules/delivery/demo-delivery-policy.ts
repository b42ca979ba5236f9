/**
 * The demo shop's delivery policy: the shop's delivery policy until the admin edits it at
 * /admin/delivery. /shipping renders it; policy-text.test.ts holds the words it must give.
 * Express and White Glove replace the Standard charge and are never free; Zone 4 is by quote
 * for every option.
 */
import type { DeliveryPolicy } from "./delivery-policy";

export const demoDeliveryPolicy: DeliveryPolicy = {
  zones: [
    {
      id: "zone-1",
      name: "Zone 1",
      cities: ["Lahore"],
      areasNote: "including DHA, Bahria Town, Gulberg, Johar Town and Raiwind Road",
      transitDays: { min: 1, max: 2 },
      pricing: { kind: "priced", freeAbove: 50_000, standardCharge: 3_500 },
    },
    {
      id: "zone-2",
      name: "Zone 2",
      cities: ["Islamabad", "Rawalpindi", "Faisalabad", "Gujranwala", "Sialkot", "Sheikhupura"],
      transitDays: { min: 2, max: 3 },
      pricing: { kind: "priced", freeAbove: 75_000, standardCharge: 7_500 },
    },
    {
      id: "zone-3",
      name: "Zone 3",
      cities: ["Karachi", "Multan", "Peshawar", "Hyderabad", "Bahawalpur", "Sukkur"],
      transitDays: { min: 3, max: 5 },
      pricing: { kind: "priced", freeAbove: 100_000, standardCharge: 12_000 },
    },
    {
      id: "zone-4",
      name: "Zone 4",
      cities: ["Quetta", "Gwadar", "Gilgit", "Skardu", "Muzaffarabad"],
      areasNote: "and other remote areas",
      transitDays: { min: 5, max: 7 },
      pricing: { kind: "quote", quoteFrom: 20_000 },
    },
  ],
  options: [
    {
      id: "standard",
      name: "Standard",
      leadDays: { min: 14, max: 28 },
      included: "Delivery by our own team to the room of your choice, with packaging taken away.",
      charges: {},
    },
    {
      id: "express",
      name: "Express",
      leadDays: { min: 7, max: 14 },
      included: "Priority production and the first available delivery slot; the charge depends on size and zone.",
      charges: { "zone-1": 15_000, "zone-2": 20_000, "zone-3": 25_000 },
    },
    {
      id: "white-glove",
      name: "White Glove",
      leadDays: { min: 14, max: 21 },
      included:
        "Full assembly, wall-mounting of mirrors and shelves, placement and a styling walk-through with a designer.",
      charges: { "zone-1": 30_000, "zone-2": 40_000, "zone-3": 50_000 },
    },
  ],
  // Monday to Saturday: the crews rest on Sunday ("including Saturdays", /shipping's notes).
  workingDays: [1, 2, 3, 4, 5, 6],
};
