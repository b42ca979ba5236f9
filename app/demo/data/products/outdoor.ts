import type { DemoProduct } from "../types";
import { wood } from "./wood";

/** Outdoor: 7 demo products. */
export const outdoorProducts: DemoProduct[] = [
  {
    slug: "nathia-gali-teak-outdoor-sofa",
    name: "Nathia Gali Teak Outdoor Sofa",
    categorySlug: "outdoor",
    price: 245_000,
    stock: 4,
    description:
      "A deep three-seater outdoor sofa in grade-A teak, with quick-dry foam cushions covered in solution-dyed acrylic that resists fading in the Punjab sun. Leave it out through the monsoon and it weathers to a soft silver-grey, or oil it yearly to keep the honey tone. Built for lawns, verandas and hill-station porches.",
    dimensions: "W 205 × D 88 × H 78 cm",
    materials: "Grade-A teak; quick-dry foam; solution-dyed acrylic outdoor fabric",
    art: { kind: "outdoor-sofa", color: "#e3d8c4", wood: wood.teak, accent: "#5f7a55" },
    createdDaysAgo: 20,
  },
  {
    slug: "clifton-poolside-lounger",
    name: "Clifton Poolside Lounger",
    categorySlug: "outdoor",
    price: 88_000,
    stock: 8,
    description:
      "A poolside sun lounger with a five-position backrest and hidden wheels, designed with sea-breeze homes in Karachi in mind. The teak is joined with marine-grade stainless-steel fittings that won't rust in salty air. Cushion sold with the lounger.",
    dimensions: "W 70 × L 200 × H 35–95 cm",
    materials: "Grade-A teak; marine-grade stainless-steel fittings; outdoor acrylic cushion",
    art: { kind: "lounger", color: "#eae3d2", wood: wood.teak },
    createdDaysAgo: 51,
  },
  {
    slug: "veranda-teak-patio-table",
    name: "Veranda Teak Patio Table",
    categorySlug: "outdoor",
    price: 115_000,
    stock: 5,
    description:
      "A six-seater outdoor dining table with a slatted teak top that sheds rain in seconds. Ideal for winter lunches in the garden and barbecue evenings on the roof. A central hole takes a standard parasol.",
    dimensions: "W 180 × D 90 × H 75 cm",
    materials: "Grade-A teak; stainless-steel fixings; natural teak oil",
    art: { kind: "patio-table", color: "#a97a4c", wood: wood.teak },
    createdDaysAgo: 109,
  },
  {
    slug: "jhoola-rope-garden-swing",
    name: "Jhoola Rope Garden Swing",
    categorySlug: "outdoor",
    price: 135_000,
    stock: 2,
    description:
      "A freestanding garden jhoola with a teak A-frame and a two-seater bench strung in hand-knotted cotton-poly rope. It brings back the swings of childhood summers at Nani's house, with cushions in mustard and teal truck-art print. Assembly by our team is included in Lahore, Islamabad and Karachi.",
    dimensions: "W 230 × D 140 × H 200 cm",
    materials: "Grade-A teak frame; hand-knotted outdoor rope; galvanised chains; outdoor-fabric cushions",
    art: { kind: "swing", color: "#d9c39a", wood: wood.teak, accent: "#c9962f" },
    createdDaysAgo: 37,
  },
  {
    slug: "rooftop-bistro-patio-table",
    name: "Rooftop Bistro Patio Table",
    categorySlug: "outdoor",
    price: 48_000,
    stock: 13,
    description:
      "A small round bistro table for two, with a hand-painted Multani tile top set into a powder-coated steel frame. Just right for morning chai on a balcony or a rooftop corner. The tiles are glazed and sealed, and wipe clean after a dust storm.",
    dimensions: "Ø 70 × H 74 cm",
    materials: "Glazed Multani ceramic tiles; powder-coated steel frame",
    art: { kind: "patio-table", color: "#2e5e78", wood: wood.blackSteel, accent: "#f0e8dc" },
    createdDaysAgo: 157,
  },
  {
    slug: "monsoon-rattan-lounger",
    name: "Monsoon Rattan Lounger",
    categorySlug: "outdoor",
    price: 72_000,
    stock: 6,
    description:
      "A lounger woven by hand from UV-stable synthetic rattan over a rust-proof aluminium frame, so it can stay out through the rains. The sage cushion is fully removable and machine washable. Light enough for one person to move into the shade.",
    dimensions: "W 68 × L 195 × H 40–90 cm",
    materials: "UV-stable synthetic rattan; powder-coated aluminium frame; outdoor acrylic cushion",
    art: { kind: "lounger", color: "#9aa88f", wood: "#8a7558" },
    createdDaysAgo: 196,
  },
  {
    slug: "basant-truck-art-outdoor-sofa",
    name: "Basant Truck-Art Outdoor Sofa",
    categorySlug: "outdoor",
    price: 168_000,
    stock: 3,
    description:
      "A two-seater terrace sofa whose powder-coated steel frame is hand-painted with truck-art florals by a Rawalpindi artist, so no two are alike. The cushions are in weatherproof ivory fabric to let the painting sing. A spirited piece for rooftop Basant parties and lazy winter afternoons.",
    dimensions: "W 150 × D 78 × H 80 cm",
    materials: "Powder-coated steel, hand-painted and lacquered; quick-dry foam; outdoor acrylic fabric",
    art: { kind: "outdoor-sofa", color: "#efe6d2", wood: "#2f5d62", accent: "#c9962f" },
    createdDaysAgo: 272,
  },
];
