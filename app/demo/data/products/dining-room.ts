import type { DemoProduct } from "../types";
import { wood } from "./wood";

/** Dining room: 8 demo products. */
export const diningRoomProducts: DemoProduct[] = [
  {
    slug: "badshahi-eight-seater-dining-table",
    name: "Badshahi Eight-Seater Dining Table",
    categorySlug: "dining-room",
    price: 325_000,
    stock: 3,
    description:
      "A grand eight-seater dining table in book-matched walnut, with twin pedestal bases so no guest has a leg in the way. The 5 cm top is finished in a heat-resistant matte lacquer that stands up to sizzling karahi and steaming biryani. Made for the family dinners that go on well past midnight.",
    dimensions: "W 240 × D 105 × H 76 cm",
    materials: "Solid walnut, book-matched top; heat-resistant matte lacquer",
    art: { kind: "dining-table", color: "#6b4a33", wood: wood.walnut },
    createdDaysAgo: 15,
  },
  {
    slug: "shisham-six-seater-dining-table",
    name: "Shisham Six-Seater Dining Table",
    categorySlug: "dining-room",
    price: 198_000,
    stock: 7,
    description:
      "Our everyday six-seater dining table in solid shisham, with a softly bevelled edge and sturdy tapered legs joined by hand-cut mortise and tenon. The natural grain is left visible under a satin finish, so every table is a little different. Seats six comfortably, eight at a squeeze for Eid.",
    dimensions: "W 180 × D 95 × H 76 cm",
    materials: "Solid shisham (sheesham), kiln-dried; satin polyurethane finish",
    art: { kind: "dining-table", color: "#8a5a36", wood: wood.sheesham },
    createdDaysAgo: 58,
  },
  {
    slug: "gol-bagh-round-dining-table",
    name: "Gol Bagh Round Dining Table",
    categorySlug: "dining-room",
    price: 168_000,
    stock: 1,
    description:
      "A round four-to-five-seater dining table on a fluted pedestal base, turned on the lathe from solid teak. Round tables keep conversation flowing, and this one fits neatly into apartment dining nooks. The top is sealed with a food-safe hardwax oil that is easy to refresh at home.",
    dimensions: "Ø 130 × H 76 cm",
    materials: "Solid teak, lathe-turned pedestal; food-safe hardwax oil",
    art: { kind: "dining-table", color: "#a97a4c", wood: wood.teak },
    createdDaysAgo: 212,
  },
  {
    slug: "mehfil-upholstered-dining-chair",
    name: "Mehfil Upholstered Dining Chair",
    categorySlug: "dining-room",
    price: 32_000,
    stock: 24,
    description:
      "A comfortable upholstered dining chair with a gently curved back, covered in sand performance fabric that wipes clean after a messy family lunch. The sheesham legs are corner-braced beneath the seat for years of rocking-free use. Priced per chair.",
    dimensions: "W 50 × D 58 × H 90 cm",
    materials: "Solid sheesham; performance woven fabric; high-resilience foam",
    art: { kind: "dining-chair", color: "#d8c7a8", wood: wood.sheesham },
    createdDaysAgo: 16,
  },
  {
    slug: "chiniot-carved-dining-chair",
    name: "Chiniot Carved Dining Chair",
    categorySlug: "dining-room",
    price: 46_000,
    stock: 0,
    description:
      "A high-backed dining chair with a pierced, hand-carved back panel by Chiniot master carvers and a deep oxblood seat. It matches our carved bed and nightstand for clients who want one continuous story through the house. Currently being carved to order; ask us about the next batch.",
    dimensions: "W 52 × D 55 × H 108 cm",
    materials: "Solid sheesham, hand-carved; cotton velvet seat; lacquer finish",
    art: { kind: "dining-chair", color: "#7b2f2a", wood: wood.sheesham },
    createdDaysAgo: 140,
  },
  {
    slug: "anaar-cane-back-dining-chair",
    name: "Anaar Cane-Back Dining Chair",
    categorySlug: "dining-room",
    price: 27_500,
    stock: 20,
    description:
      "A light, airy dining chair with a handwoven cane back and a loose cushion in pomegranate-red handloom cotton. Teak frame, pegged joints, nothing flimsy. Looks equally at home around a farmhouse table or a city dining nook.",
    dimensions: "W 48 × D 52 × H 86 cm",
    materials: "Solid teak; handwoven rattan cane; handloom cotton cushion",
    art: { kind: "dining-chair", color: "#a8432f", wood: wood.teak, accent: "#d9c39a" },
    createdDaysAgo: 73,
  },
  {
    slug: "jahangir-walnut-sideboard",
    name: "Jahangir Walnut Sideboard",
    categorySlug: "dining-room",
    price: 185_000,
    stock: 4,
    description:
      "A long, low sideboard for the dinner set and the silver, with four doors faced in a quiet jaali lattice cut by hand. Inside are adjustable shelves and a felt-lined cutlery drawer. The top is wide enough to serve a full buffet when the whole family comes over.",
    dimensions: "W 190 × D 48 × H 80 cm",
    materials: "Solid walnut; hand-cut jaali panels; felt-lined drawer; brass knobs",
    art: { kind: "sideboard", color: "#5a3a26", wood: wood.darkWalnut, accent: "#b08d57" },
    createdDaysAgo: 101,
  },
  {
    slug: "chai-khana-counter-bar-stool",
    name: "Chai Khana Counter Bar Stool",
    categorySlug: "dining-room",
    price: 29_000,
    stock: 15,
    description:
      "A counter-height stool for the kitchen island, with a saddle-shaped walnut seat and a black powder-coated footrest that takes a lot of scuffing. Named for the late-night chai sessions it was designed around. Sold singly.",
    dimensions: "W 42 × D 40 × H 66 cm (seat height)",
    materials: "Solid walnut seat; powder-coated steel frame",
    art: { kind: "bar-stool", color: "#5a3a26", wood: wood.blackSteel },
    createdDaysAgo: 260,
  },
];
