import type { DemoProduct } from "../types";
import { wood } from "./wood";

/** Décor: 9 demo products. */
export const decorProducts: DemoProduct[] = [
  {
    slug: "multani-blue-pottery-vase",
    name: "Multani Blue Pottery Vase",
    categorySlug: "decor",
    price: 12_500,
    stock: 22,
    description:
      "A hand-thrown vase painted in the cobalt and turquoise of Multan's kashigari tradition, by a family workshop that has worked in blue pottery for four generations. Every vase is painted freehand, so sizes and patterns vary slightly. Lovely with a bunch of motia or dried pampas.",
    dimensions: null,
    materials: "Hand-thrown earthenware; hand-painted underglaze; clear glaze",
    art: { kind: "vase", color: "#2e5e78", wood: "#f0e8dc", accent: "#3fa0b0" },
    createdDaysAgo: 5,
  },
  {
    slug: "sheesha-kaari-round-mirror",
    name: "Sheesha Kaari Round Mirror",
    categorySlug: "decor",
    price: 38_000,
    stock: 7,
    description:
      "A round wall mirror whose wide frame is covered in tiny hand-cut mirror pieces set in plaster, the sheesha kaari craft of Mughal palaces. It throws soft, scattered light around a hallway or dining room. Hung with a concealed French cleat.",
    dimensions: "Ø 90 × D 4 cm",
    materials: "Hand-cut mirror mosaic; gypsum relief; sheesham backing; bevelled mirror glass",
    art: { kind: "mirror", color: "#d9d4c7", wood: "#c7b894" },
    createdDaysAgo: 27,
  },
  {
    slug: "truck-art-wall-panel",
    name: "Truck-Art Wall Panel",
    categorySlug: "decor",
    price: 18_500,
    stock: 10,
    description:
      "A hand-painted wall panel by truck artists from Rawalpindi, with peacocks, roses and a border of chamak-patti colour. Painted in enamel on a sealed steel sheet and framed in sheesham. A joyful, very Pakistani accent for a kitchen, café corner or children's room.",
    dimensions: "W 90 × H 60 cm",
    materials: "Enamel paint on sealed steel sheet; solid sheesham frame",
    art: { kind: "wall-art", color: "#c9962f", wood: wood.sheesham, accent: "#2f5d62" },
    createdDaysAgo: 64,
  },
  {
    slug: "thar-handloom-rug",
    name: "Thar Handloom Rug",
    categorySlug: "decor",
    price: 65_000,
    stock: 5,
    description:
      "A flat-woven wool rug in terracotta, sand and ivory, woven on pit looms by artisans in Tharparkar in a bold geometric pattern. Reversible, so it wears twice as long. Weaving takes about a month, so we hold only a few at a time.",
    dimensions: "W 170 × L 240 cm",
    materials: "Hand-spun sheep's wool; cotton warp",
    art: { kind: "rug", color: "#b5653f", wood: "#d8c7a8", accent: "#efe6d8" },
    createdDaysAgo: 92,
  },
  {
    slug: "khaddar-handloom-cushion-set",
    name: "Khaddar Handloom Cushion Set",
    categorySlug: "decor",
    price: 6_500,
    stock: 25,
    description:
      "A pair of cushion covers in thick handloom khaddar, with hand-embroidered phulkari-style borders in mustard and rust. Covers close with wooden buttons and come with feather-blend inserts. The easiest way to warm up a plain sofa.",
    dimensions: "45 × 45 cm each (set of two)",
    materials: "Handloom cotton khaddar; hand embroidery; feather-blend inserts",
    art: { kind: "cushion", color: "#d8c7a8", wood: "#c9962f", accent: "#a8432f" },
    createdDaysAgo: 43,
  },
  {
    slug: "ghanta-ghar-wall-clock",
    name: "Ghanta Ghar Wall Clock",
    categorySlug: "decor",
    price: 14_000,
    stock: 0,
    description:
      "A wall clock with a carved sheesham case and Urdu numerals, inspired by Faisalabad's famous clock tower. A silent sweep movement means no ticking in the bedroom at night. The next batch is in the carving workshop now.",
    dimensions: "Ø 45 × D 6 cm",
    materials: "Solid sheesham, hand-carved; brass hands; silent quartz movement",
    art: { kind: "clock", color: "#efe6d8", wood: wood.sheesham, accent: "#b08d57" },
    createdDaysAgo: 116,
  },
  {
    slug: "terracotta-courtyard-planter",
    name: "Terracotta Courtyard Planter",
    categorySlug: "decor",
    price: 9_500,
    stock: 19,
    description:
      "A large hand-thrown terracotta planter by potters from Gujrat, with a drainage hole and a simple incised band at the rim. Its unglazed body breathes, which keeps roots cool through a Lahore June. Each one is fired in a wood kiln, so the colour varies from blush to deep rust.",
    dimensions: null,
    materials: "Hand-thrown, wood-fired terracotta",
    art: { kind: "planter", color: "#b5653f", wood: "#8c5a3c", accent: "#5f7a55" },
    createdDaysAgo: 145,
  },
  {
    slug: "lalten-brass-floor-lamp",
    name: "Lalten Brass Floor Lamp",
    categorySlug: "decor",
    price: 42_000,
    stock: 6,
    description:
      "A tall floor lamp in spun brass with a pleated ivory cotton shade, its base shaped after the old kerosene lalten. The brass is hand-finished and lacquered so it won't tarnish. Takes a standard E27 bulb; we recommend a warm-white LED.",
    dimensions: "Ø 45 × H 160 cm",
    materials: "Spun and lacquered brass; pleated cotton shade; weighted steel base",
    art: { kind: "floor-lamp", color: "#efe6d8", wood: wood.brass },
    createdDaysAgo: 164,
  },
  {
    slug: "jaali-brass-pendant-light",
    name: "Jaali Brass Pendant Light",
    categorySlug: "decor",
    price: 28_500,
    stock: 1,
    description:
      "A pendant light whose brass dome is hand-pierced in a jaali pattern by metalworkers in Lahore's old city. When lit, it casts a lace of light and shadow across the ceiling. Beautiful over a dining table in twos or threes.",
    dimensions: "Ø 40 × H 32 cm; 120 cm adjustable drop",
    materials: "Hand-pierced brass, lacquered; braided fabric cable",
    art: { kind: "pendant-light", color: "#b08d57", wood: "#6b5a3a" },
    createdDaysAgo: 220,
  },
];
