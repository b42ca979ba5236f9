import type { VariantSetDraft } from "~/modules/catalog/variant-draft";

/** The demo's tables, storage, rug and lamp, sold by finish (swatches), seats, width or size. */
export const furnishingOptions: Record<string, VariantSetDraft> = {
  // Walnut finishes × seats; the 10-seat extension built to order and not offered ebonised.
  "badshahi-eight-seater-dining-table": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Walnut", swatchColor: "#5a3a26" },
          { value: "Smoked Walnut", swatchColor: "#3e2a1e" },
          { value: "Ebonised", surcharge: 15_000, swatchColor: "#1f1a17" },
        ],
      },
      { name: "Seats", display: "buttons", values: [{ value: "8 seats" }, { value: "10 seats", surcharge: 65_000 }] },
    ],
    variants: [
      { sku: "DIN-BADS-NAT-8", values: ["Natural Walnut", "8 seats"], stock: 2 },
      { sku: "DIN-BADS-NAT-10", values: ["Natural Walnut", "10 seats"], madeToOrder: true, leadTimeWeeks: 8 },
      { sku: "DIN-BADS-SMK-8", values: ["Smoked Walnut", "8 seats"], stock: 1 },
      { sku: "DIN-BADS-SMK-10", values: ["Smoked Walnut", "10 seats"], madeToOrder: true, leadTimeWeeks: 8 },
      { sku: "DIN-BADS-EBN-8", values: ["Ebonised", "8 seats"], madeToOrder: true, leadTimeWeeks: 6 },
    ],
  },

  // Wood-tone finishes × 4/6/8 seats; the walnut 4-seater is sold out and the oak 8-seater not made.
  "shisham-six-seater-dining-table": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Sheesham", swatchColor: "#7a4e2d" },
          { value: "Walnut Stain", surcharge: 6_000, swatchColor: "#5a3a26" },
          { value: "Oak Stain", surcharge: 6_000, swatchColor: "#b08a5e" },
        ],
      },
      {
        name: "Seats",
        display: "buttons",
        values: [{ value: "4 seats", surcharge: -40_000 }, { value: "6 seats" }, { value: "8 seats", surcharge: 52_000 }],
      },
    ],
    variants: [
      { sku: "DIN-SHSM-NAT-4", values: ["Natural Sheesham", "4 seats"], stock: 1 },
      { sku: "DIN-SHSM-NAT-6", values: ["Natural Sheesham", "6 seats"], stock: 2 },
      { sku: "DIN-SHSM-NAT-8", values: ["Natural Sheesham", "8 seats"], stock: 1 },
      { sku: "DIN-SHSM-WAL-4", values: ["Walnut Stain", "4 seats"], stock: 0 },
      { sku: "DIN-SHSM-WAL-6", values: ["Walnut Stain", "6 seats"], stock: 2 },
      { sku: "DIN-SHSM-WAL-8", values: ["Walnut Stain", "8 seats"], madeToOrder: true, leadTimeWeeks: 5 },
      { sku: "DIN-SHSM-OAK-4", values: ["Oak Stain", "4 seats"], madeToOrder: true, leadTimeWeeks: 5 },
      { sku: "DIN-SHSM-OAK-6", values: ["Oak Stain", "6 seats"], stock: 1 },
    ],
  },

  // A round teak table: finish × seats (the top's diameter); only the natural 5-seater is in the showroom.
  "gol-bagh-round-dining-table": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Teak", swatchColor: "#9a6a3a" },
          { value: "Walnut Stain", surcharge: 6_000, swatchColor: "#5a3a26" },
        ],
      },
      {
        name: "Seats",
        display: "buttons",
        values: [{ value: "4 seats", surcharge: -22_000 }, { value: "5 seats" }, { value: "6 seats", surcharge: 34_000 }],
      },
    ],
    variants: [
      { sku: "DIN-GOLB-TEAK-4", values: ["Natural Teak", "4 seats"], madeToOrder: true, leadTimeWeeks: 4 },
      { sku: "DIN-GOLB-TEAK-5", values: ["Natural Teak", "5 seats"], stock: 1 },
      { sku: "DIN-GOLB-TEAK-6", values: ["Natural Teak", "6 seats"], madeToOrder: true, leadTimeWeeks: 5 },
      { sku: "DIN-GOLB-WAL-5", values: ["Walnut Stain", "5 seats"], madeToOrder: true, leadTimeWeeks: 5 },
      { sku: "DIN-GOLB-WAL-6", values: ["Walnut Stain", "6 seats"], madeToOrder: true, leadTimeWeeks: 5 },
    ],
  },

  // Sideboard finishes × width; ivory lacquer only in the full 190 cm, to order.
  "jahangir-walnut-sideboard": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Walnut", swatchColor: "#5a3a26" },
          { value: "Smoked Walnut", swatchColor: "#3e2a1e" },
          { value: "Ivory Lacquer", surcharge: 12_000, swatchColor: "#efe6d2" },
        ],
      },
      { name: "Width", display: "buttons", values: [{ value: "160 cm", surcharge: -25_000 }, { value: "190 cm" }] },
    ],
    variants: [
      { sku: "SDB-JAHN-NAT-160", values: ["Natural Walnut", "160 cm"], stock: 1 },
      { sku: "SDB-JAHN-NAT-190", values: ["Natural Walnut", "190 cm"], stock: 2 },
      { sku: "SDB-JAHN-SMK-160", values: ["Smoked Walnut", "160 cm"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "SDB-JAHN-SMK-190", values: ["Smoked Walnut", "190 cm"], stock: 1 },
      { sku: "SDB-JAHN-IVR-190", values: ["Ivory Lacquer", "190 cm"], madeToOrder: true, leadTimeWeeks: 6 },
    ],
  },

  // The arched bookshelf in natural sheesham or walnut stain from stock, ebonised to order.
  "jharoka-sheesham-bookshelf": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Sheesham", swatchColor: "#7a4e2d" },
          { value: "Walnut Stain", surcharge: 6_000, swatchColor: "#5a3a26" },
          { value: "Ebonised", surcharge: 10_000, swatchColor: "#1f1a17" },
        ],
      },
    ],
    variants: [
      { sku: "SHF-JHAR-NAT", values: ["Natural Sheesham"], stock: 3 },
      { sku: "SHF-JHAR-WAL", values: ["Walnut Stain"], stock: 1 },
      { sku: "SHF-JHAR-EBN", values: ["Ebonised"], madeToOrder: true, leadTimeWeeks: 5 },
    ],
  },

  // Walnut finish × width; the smoked 90 cm made to order.
  "kitab-ghar-walnut-bookshelf": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Walnut", swatchColor: "#5a3a26" },
          { value: "Smoked Walnut", surcharge: 5_000, swatchColor: "#3e2a1e" },
        ],
      },
      { name: "Width", display: "buttons", values: [{ value: "90 cm", surcharge: -18_000 }, { value: "120 cm" }] },
    ],
    variants: [
      { sku: "SHF-KTAB-NAT-90", values: ["Natural Walnut", "90 cm"], stock: 2 },
      { sku: "SHF-KTAB-NAT-120", values: ["Natural Walnut", "120 cm"], stock: 2 },
      { sku: "SHF-KTAB-SMK-90", values: ["Smoked Walnut", "90 cm"], madeToOrder: true, leadTimeWeeks: 4 },
      { sku: "SHF-KTAB-SMK-120", values: ["Smoked Walnut", "120 cm"], stock: 1 },
    ],
  },

  // Three options: finish × seats × power modules; one boardroom table in stock, the rest built to order.
  "majlis-ten-seater-conference-table": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Natural Walnut", swatchColor: "#5a3a26" },
          { value: "Dark Walnut", swatchColor: "#3e2a1e" },
        ],
      },
      {
        name: "Seats",
        display: "buttons",
        values: [{ value: "8 seats", surcharge: -45_000 }, { value: "10 seats" }, { value: "12 seats", surcharge: 70_000 }],
      },
      { name: "Power", display: "buttons", values: [{ value: "Pop-up power" }, { value: "None", surcharge: -28_000 }] },
    ],
    variants: [
      { sku: "OFC-MJLS-NAT-8-P", values: ["Natural Walnut", "8 seats", "Pop-up power"], madeToOrder: true, leadTimeWeeks: 7 },
      { sku: "OFC-MJLS-NAT-8-N", values: ["Natural Walnut", "8 seats", "None"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "OFC-MJLS-NAT-10-P", values: ["Natural Walnut", "10 seats", "Pop-up power"], stock: 1 },
      { sku: "OFC-MJLS-NAT-10-N", values: ["Natural Walnut", "10 seats", "None"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "OFC-MJLS-NAT-12-P", values: ["Natural Walnut", "12 seats", "Pop-up power"], madeToOrder: true, leadTimeWeeks: 8 },
      { sku: "OFC-MJLS-DRK-10-P", values: ["Dark Walnut", "10 seats", "Pop-up power"], madeToOrder: true, leadTimeWeeks: 7 },
      { sku: "OFC-MJLS-DRK-12-P", values: ["Dark Walnut", "12 seats", "Pop-up power"], madeToOrder: true, leadTimeWeeks: 8 },
    ],
  },

  // Teak patio table for 4, 6 or 8; the 8-seater is built to order.
  "veranda-teak-patio-table": {
    options: [
      {
        name: "Seats",
        display: "buttons",
        values: [{ value: "4 seats", surcharge: -25_000 }, { value: "6 seats" }, { value: "8 seats", surcharge: 35_000 }],
      },
    ],
    variants: [
      { sku: "OUT-VRND-4", values: ["4 seats"], stock: 2 },
      { sku: "OUT-VRND-6", values: ["6 seats"], stock: 3 },
      { sku: "OUT-VRND-8", values: ["8 seats"], madeToOrder: true, leadTimeWeeks: 5 },
    ],
  },

  // A price per rug size; the largest is woven to order on the pit looms.
  "thar-handloom-rug": {
    options: [
      { name: "Size", display: "buttons", values: [{ value: "5 x 7 ft" }, { value: "6 x 9 ft" }, { value: "8 x 10 ft" }] },
    ],
    variants: [
      { sku: "RUG-THAR-5X7", values: ["5 x 7 ft"], price: 52_000, stock: 2 },
      { sku: "RUG-THAR-6X9", values: ["6 x 9 ft"], price: 65_000, stock: 3 },
      { sku: "RUG-THAR-8X10", values: ["8 x 10 ft"], price: 98_000, madeToOrder: true, leadTimeWeeks: 6 },
    ],
  },

  // The floor lamp in polished or antique brass, or black.
  "lalten-brass-floor-lamp": {
    options: [
      {
        name: "Finish",
        display: "swatches",
        values: [
          { value: "Brass", swatchColor: "#b08d57" },
          { value: "Antique Brass", surcharge: 3_000, swatchColor: "#8a6a3b" },
          { value: "Black", swatchColor: "#2b2a28" },
        ],
      },
    ],
    variants: [
      { sku: "LMP-LALT-BRS", values: ["Brass"], stock: 3 },
      { sku: "LMP-LALT-ANT", values: ["Antique Brass"], stock: 2 },
      { sku: "LMP-LALT-BLK", values: ["Black"], stock: 1 },
    ],
  },
};
