import type { DemoProduct } from "../types";
import { wood } from "./wood";

/** Living room: 9 demo products. */
export const livingRoomProducts: DemoProduct[] = [
  {
    slug: "noor-walnut-three-seater-sofa",
    name: "Noor Walnut Three-Seater Sofa",
    categorySlug: "living-room",
    price: 265_000,
    stock: 6,
    description:
      "Our best-loved sofa: a kiln-dried walnut frame with a slim exposed base, deep feather-wrapped seat cushions and a gently sloped back that suits both tea and a long nap. The ivory bouclé is woven for heavy family use and the cushion covers zip off for dry cleaning. Built to order in our Lahore workshop and delivered fully assembled.",
    dimensions: "W 220 × D 95 × H 82 cm",
    materials: "Solid walnut, kiln-dried; bouclé upholstery; feather-wrapped high-resilience foam",
    art: { kind: "sofa", color: "#ece4d6", wood: wood.walnut, accent: "#b5653f" },
    createdDaysAgo: 12,
  },
  {
    slug: "ravi-l-shaped-sectional-sofa",
    name: "Ravi L-Shaped Sectional Sofa",
    categorySlug: "living-room",
    price: 420_000,
    stock: 3,
    description:
      "A generous corner sectional for the drawing room that hosts every Eid lunch. The chaise can be fitted on the left or right, and the sand-coloured performance linen shrugs off spilled chai. The sheesham sub-frame is corner-blocked and screwed, never stapled, so it stays square through years of guests.",
    dimensions: "W 310 × D 215 × H 84 cm",
    materials: "Solid sheesham sub-frame; performance linen; pocket-sprung seat with high-resilience foam",
    art: { kind: "sectional", color: "#d8c7a8", wood: wood.sheesham, accent: "#7d8c74" },
    createdDaysAgo: 45,
  },
  {
    slug: "anarkali-velvet-loveseat-sofa",
    name: "Anarkali Velvet Loveseat Sofa",
    categorySlug: "living-room",
    price: 185_000,
    stock: 0,
    description:
      "A two-seater loveseat sofa in deep teal velvet with a curved, channel-tufted back and turned sheesham legs finished in a warm antique brass cap. Small enough for a Gulberg apartment lounge, grand enough for a formal sitting room. Each one is hand-upholstered by a single craftsman from start to finish.",
    dimensions: "W 165 × D 88 × H 80 cm",
    materials: "Solid sheesham; cotton-backed performance velvet; high-resilience foam; brass leg caps",
    art: { kind: "sofa", color: "#2f5d62", wood: wood.sheesham, accent: "#b08d57" },
    createdDaysAgo: 88,
  },
  {
    slug: "shalimar-wingback-armchair",
    name: "Shalimar Wingback Armchair",
    categorySlug: "living-room",
    price: 98_000,
    stock: 9,
    description:
      "A classic wingback reworked with a lower seat and softer wings, upholstered in terracotta handloom khaddar woven in Kamalia. The walnut legs are mortise-and-tenon jointed into the frame rather than bolted on. Pair it with a floor lamp and it becomes the reading corner everyone fights over.",
    dimensions: "W 82 × D 88 × H 104 cm",
    materials: "Solid walnut legs; hardwood frame; handloom cotton khaddar; high-resilience foam",
    art: { kind: "armchair", color: "#b5653f", wood: wood.walnut },
    createdDaysAgo: 23,
  },
  {
    slug: "chiniot-carved-coffee-table",
    name: "Chiniot Carved Coffee Table",
    categorySlug: "living-room",
    price: 78_000,
    stock: 7,
    description:
      "Hand-carved in Chiniot with a floral border along the apron, this sheesham coffee table takes a master carver close to two weeks. A hand-rubbed lacquer protects the top from tea glasses and hot dishes. A lower shelf holds the albums and the good coasters.",
    dimensions: "W 120 × D 70 × H 44 cm",
    materials: "Solid sheesham, hand-carved; hand-rubbed lacquer",
    art: { kind: "coffee-table", color: "#8a5a36", wood: wood.sheesham },
    createdDaysAgo: 61,
  },
  {
    slug: "kirthar-marble-top-side-table",
    name: "Kirthar Marble-Top Side Table",
    categorySlug: "living-room",
    price: 36_500,
    stock: 14,
    description:
      "A compact side table with a honed ivory marble top from Balochistan resting on a tapered walnut base. The marble is sealed against rings and stains, and the legs carry felt pads to spare your floors. Just the right height beside a sofa arm for a cup of kahwa.",
    dimensions: "Ø 50 × H 56 cm",
    materials: "Honed Balochistan marble, sealed; solid walnut base",
    art: { kind: "side-table", color: "#e9e2d4", wood: wood.walnut },
    createdDaysAgo: 134,
  },
  {
    slug: "sheesh-mahal-tv-console",
    name: "Sheesh Mahal TV Console",
    categorySlug: "living-room",
    price: 125_000,
    stock: 5,
    description:
      "A low media console whose sliding doors carry hand-cut mirror inlay inspired by the Sheesh Mahal at Lahore Fort. Behind them are cable-managed shelves and two soft-close drawers for remotes, chargers and board games. It takes screens up to 75 inches.",
    dimensions: "W 200 × D 45 × H 55 cm",
    materials: "Solid sheesham and sheesham veneer; hand-cut mirror mosaic; soft-close runners",
    art: { kind: "tv-console", color: "#6f4a30", wood: wood.sheesham, accent: "#d9d4c7" },
    createdDaysAgo: 3,
  },
  {
    slug: "kinnow-accent-armchair",
    name: "Kinnow Accent Armchair",
    categorySlug: "living-room",
    price: 72_000,
    stock: 11,
    description:
      "A cheerful, low-slung accent chair in mustard cotton velvet, named after Sargodha's favourite winter fruit. A curved back and splayed light oak legs keep it feeling light in small rooms. Sold singly; most clients order a pair to flank a sofa.",
    dimensions: "W 72 × D 78 × H 76 cm",
    materials: "Solid oak-finished hardwood; cotton velvet; high-resilience foam",
    art: { kind: "armchair", color: "#c9962f", wood: wood.lightOak },
    createdDaysAgo: 170,
  },
  {
    slug: "jharoka-sheesham-bookshelf",
    name: "Jharoka Sheesham Bookshelf",
    categorySlug: "living-room",
    price: 138_000,
    stock: 4,
    description:
      "A tall bookshelf framed by an arched crown that echoes the jharoka balconies of the Walled City. Five adjustable shelves take heavy art books, and the back panel is fixed with wooden dowels for rigidity. Supplied with a wall anchor, because tall furniture should never be a worry with children around.",
    dimensions: "W 100 × D 38 × H 210 cm",
    materials: "Solid sheesham; sheesham-veneered back panel; natural oil-wax finish",
    art: { kind: "bookshelf", color: "#7a4e2d", wood: wood.sheesham },
    createdDaysAgo: 205,
  },
];
