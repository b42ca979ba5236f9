import type { DemoCategory } from "./types";

/** The six shop categories, in the order the storefront shows them. */
export const demoCategories: DemoCategory[] = [
  {
    slug: "living-room",
    name: "Living Room",
    description:
      "Sofas, armchairs and tables made for long evenings with family and guests. Solid sheesham and walnut frames, built in our Lahore workshop to be sat on for decades.",
    art: { room: "living", palette: ["#efe6d8", "#9c7a5b", "#b5653f"] },
  },
  {
    slug: "bedroom",
    name: "Bedroom",
    description:
      "Beds, wardrobes and nightstands with hand-carved Chiniot detail and quiet, well-fitted drawers. Calm pieces for the room you wake up in.",
    art: { room: "bedroom", palette: ["#ece3d6", "#8a6a50", "#7d8c74"] },
  },
  {
    slug: "dining-room",
    name: "Dining Room",
    description:
      "Tables that seat the whole khandan, chairs that stay comfortable through a long Sunday lunch, and sideboards for the good crockery.",
    art: { room: "dining", palette: ["#f1e7d6", "#7a5a42", "#8c3b2e"] },
  },
  {
    slug: "office",
    name: "Office",
    description:
      "Desks, bookshelves and ergonomic chairs for home studies and company floors alike. Warm wood and good posture, without the grey-cubicle feel.",
    art: { room: "office", palette: ["#e8e2d6", "#6f5a48", "#2f5d62"] },
  },
  {
    slug: "outdoor",
    name: "Outdoor",
    description:
      "Teak and powder-coated pieces for lawns, verandas and rooftop terraces, finished to take the Lahore sun and the monsoon in their stride.",
    art: { room: "outdoor", palette: ["#e9dcc3", "#a88a66", "#5f7a55"] },
  },
  {
    slug: "decor",
    name: "Décor",
    description:
      "Multani blue pottery, handloom cushions, mirrors, rugs and lamps: the finishing touches that make a room feel like home. Many pieces are made in small batches by partner artisans.",
    art: { room: "decor", palette: ["#f0e8dc", "#a08066", "#2e5e78"] },
  },
];
