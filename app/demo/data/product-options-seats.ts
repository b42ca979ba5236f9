import type { VariantSetDraft } from "~/modules/catalog/variant-draft";

/** The demo's seats and its bed, sold by fabric or leather (swatches), size or price per size. */
export const seatOptions: Record<string, VariantSetDraft> = {
  // Outdoor fabric swatches × size; the 2-seater is the demo piece, the 3-seater stitched to order, no Ajrak 3-seater.
  "basant-truck-art-outdoor-sofa": {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Ivory Acrylic", swatchColor: "#efe6d2" },
          { value: "Truck-Art Teal", swatchColor: "#2f5d62" },
          { value: "Ajrak Print", surcharge: 9_000, swatchColor: "#8b1e24" },
        ],
      },
      { name: "Size", display: "buttons", values: [{ value: "2-seater" }, { value: "3-seater", surcharge: 42_000 }] },
    ],
    variants: [
      { sku: "OUT-BSNT-IVR-2", values: ["Ivory Acrylic", "2-seater"], stock: 2 },
      { sku: "OUT-BSNT-IVR-3", values: ["Ivory Acrylic", "3-seater"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "OUT-BSNT-TEAL-2", values: ["Truck-Art Teal", "2-seater"], stock: 1 },
      { sku: "OUT-BSNT-TEAL-3", values: ["Truck-Art Teal", "3-seater"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "OUT-BSNT-AJRK-2", values: ["Ajrak Print", "2-seater"], madeToOrder: true, leadTimeWeeks: 5 },
    ],
  },

  // An armchair in five fabrics: Khaddar and Linen at the base price, Jamawar and Velvet dearer, Leather to order.
  "shalimar-wingback-armchair": {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Khaddar", swatchColor: "#d6c6a5" },
          { value: "Linen", swatchColor: "#cfc2a8" },
          { value: "Velvet", surcharge: 15_000, swatchColor: "#3b4a6b" },
          { value: "Jamawar", surcharge: 22_000, swatchColor: "#8a2f35" },
          { value: "Leather", surcharge: 45_000, swatchColor: "#7a4a2c" },
        ],
      },
    ],
    variants: [
      { sku: "ARM-SHAL-KHD", values: ["Khaddar"], stock: 3 },
      { sku: "ARM-SHAL-LIN", values: ["Linen"], stock: 3 },
      { sku: "ARM-SHAL-VEL", values: ["Velvet"], stock: 2 },
      { sku: "ARM-SHAL-JAMA", values: ["Jamawar"], stock: 1 },
      { sku: "ARM-SHAL-LEA", values: ["Leather"], madeToOrder: true, leadTimeWeeks: 6 },
    ],
  },

  // A reading chair in four velvets and a cheaper khaddar; the khaddar one is sold out.
  "saba-velvet-reading-chair": {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Oxblood Velvet", swatchColor: "#7b2f2a" },
          { value: "Teal Velvet", swatchColor: "#1f5c5c" },
          { value: "Mustard Velvet", swatchColor: "#c9962f" },
          { value: "Rust Velvet", swatchColor: "#9a4a2a" },
          { value: "Khaddar", surcharge: -6_000, swatchColor: "#d8cbb0" },
        ],
      },
    ],
    variants: [
      { sku: "CHR-SABA-OXB", values: ["Oxblood Velvet"], stock: 4 },
      { sku: "CHR-SABA-TEAL", values: ["Teal Velvet"], stock: 2 },
      { sku: "CHR-SABA-MUST", values: ["Mustard Velvet"], stock: 2 },
      { sku: "CHR-SABA-RUST", values: ["Rust Velvet"], madeToOrder: true, leadTimeWeeks: 4 },
      { sku: "CHR-SABA-KHD", values: ["Khaddar"], stock: 0 },
    ],
  },

  // A price per bed size (the variant's own price); the Double and Super King are carved to order.
  "chiniot-carved-king-bed": {
    options: [
      {
        name: "Size",
        display: "buttons",
        values: [{ value: "Double" }, { value: "Queen" }, { value: "King" }, { value: "Super King" }],
      },
    ],
    variants: [
      { sku: "BED-CHIN-DBL", values: ["Double"], price: 275_000, madeToOrder: true, leadTimeWeeks: 8 },
      { sku: "BED-CHIN-QN", values: ["Queen"], price: 310_000, stock: 1 },
      { sku: "BED-CHIN-KG", values: ["King"], price: 345_000, stock: 1 },
      { sku: "BED-CHIN-SK", values: ["Super King"], price: 395_000, madeToOrder: true, leadTimeWeeks: 8 },
    ],
  },

  // Carved chairs, none in stock: every seat fabric is carved and upholstered to order.
  "chiniot-carved-dining-chair": {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Oxblood Velvet", swatchColor: "#7b2f2a" },
          { value: "Emerald Velvet", swatchColor: "#1e5a3c" },
          { value: "Jamawar", surcharge: 4_000, swatchColor: "#8c3b2f" },
          { value: "Leather", surcharge: 8_000, swatchColor: "#8b5a3c" },
        ],
      },
    ],
    variants: [
      { sku: "CHR-CHIN-OXB", values: ["Oxblood Velvet"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "CHR-CHIN-EMRL", values: ["Emerald Velvet"], madeToOrder: true, leadTimeWeeks: 6 },
      { sku: "CHR-CHIN-JAMA", values: ["Jamawar"], madeToOrder: true, leadTimeWeeks: 7 },
      { sku: "CHR-CHIN-LEA", values: ["Leather"], madeToOrder: true, leadTimeWeeks: 8 },
    ],
  },

  // The executive chair in three full-grain leathers, all from stock.
  "sardar-leather-executive-office-chair": {
    options: [
      {
        name: "Leather",
        display: "swatches",
        values: [
          { value: "Cognac", swatchColor: "#8a4f2a" },
          { value: "Black", swatchColor: "#1f1c1a" },
          { value: "Oxblood", surcharge: 8_000, swatchColor: "#5c1f1f" },
        ],
      },
    ],
    variants: [
      { sku: "OFC-SRDR-COG", values: ["Cognac"], stock: 3 },
      { sku: "OFC-SRDR-BLK", values: ["Black"], stock: 2 },
      { sku: "OFC-SRDR-OXB", values: ["Oxblood"], stock: 1 },
    ],
  },

  // The lounger's removable cushion in three outdoor fabrics.
  "monsoon-rattan-lounger": {
    options: [
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { value: "Sage Acrylic", swatchColor: "#9aa88f" },
          { value: "Ivory Acrylic", swatchColor: "#efe6d2" },
          { value: "Charcoal Acrylic", swatchColor: "#3a3a38" },
        ],
      },
    ],
    variants: [
      { sku: "OUT-MNSN-SAGE", values: ["Sage Acrylic"], stock: 3 },
      { sku: "OUT-MNSN-IVR", values: ["Ivory Acrylic"], stock: 2 },
      { sku: "OUT-MNSN-CHAR", values: ["Charcoal Acrylic"], stock: 1 },
    ],
  },
};
