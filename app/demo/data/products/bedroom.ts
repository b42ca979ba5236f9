import type { DemoProduct } from "../types";
import { wood } from "./wood";

/** Bedroom: 8 demo products. */
export const bedroomProducts: DemoProduct[] = [
  {
    slug: "chiniot-carved-king-bed",
    name: "Chiniot Carved King Bed",
    categorySlug: "bedroom",
    price: 345_000,
    stock: 2,
    description:
      "The centrepiece of our bedroom collection: a king bed with a headboard hand-carved by Chiniot craftsmen in a vine-and-lotus pattern. The solid sheesham is kiln-dried to stay true through Lahore's humid summers, and the rails lock together with hidden steel fittings. Please allow three weeks, as each headboard is carved to order.",
    dimensions: "W 198 × L 218 × H 140 cm (for 72 × 78 in mattress)",
    materials: "Solid sheesham, kiln-dried and hand-carved; hidden steel bed fittings; lacquer finish",
    art: { kind: "bed", color: "#e8dcc8", wood: wood.sheesham, accent: "#8c3b2e" },
    createdDaysAgo: 30,
  },
  {
    slug: "zarnigar-upholstered-queen-bed",
    name: "Zarnigar Upholstered Queen Bed",
    categorySlug: "bedroom",
    price: 215_000,
    stock: 5,
    description:
      "A tall, softly padded headboard in sage linen with a fine hand-stitched border that nods to zardozi work. The walnut plinth sits low for a calm, modern look, and the slatted base lets the mattress breathe. Headboard covers can be re-upholstered by our team when you change the room's colours.",
    dimensions: "W 172 × L 215 × H 130 cm (for 60 × 78 in mattress)",
    materials: "Solid walnut plinth; hardwood frame; washed linen; high-resilience foam",
    art: { kind: "bed", color: "#9aa88f", wood: wood.walnut },
    createdDaysAgo: 96,
  },
  {
    slug: "margalla-platform-bed",
    name: "Margalla Platform Bed",
    categorySlug: "bedroom",
    price: 188_000,
    stock: 1,
    description:
      "Clean lines and honest joinery: a low platform bed in solid teak with a slatted headboard and exposed finger joints at the corners. Its simplicity suits an Islamabad home with a view of the hills. Finished in natural oil, which deepens to a honey tone over the years.",
    dimensions: "W 195 × L 215 × H 95 cm (for 72 × 78 in mattress)",
    materials: "Solid teak, kiln-dried; natural hardwax oil",
    art: { kind: "bed", color: "#ded3c0", wood: wood.teak },
    createdDaysAgo: 150,
  },
  {
    slug: "chiniot-carved-nightstand",
    name: "Chiniot Carved Nightstand",
    categorySlug: "bedroom",
    price: 42_000,
    stock: 12,
    description:
      "The companion to our Chiniot king bed, with the same vine carving on its drawer front and a small brass ring pull. Dovetailed drawers run on waxed wooden runners, just as they have in Chiniot for generations. Open shelf below for the books you mean to finish.",
    dimensions: "W 55 × D 40 × H 60 cm",
    materials: "Solid sheesham, hand-carved; hand-cut dovetails; solid brass pull",
    art: { kind: "nightstand", color: "#7a4e2d", wood: wood.sheesham, accent: "#b08d57" },
    createdDaysAgo: 32,
  },
  {
    slug: "haveli-two-door-wardrobe",
    name: "Haveli Two-Door Wardrobe",
    categorySlug: "bedroom",
    price: 265_000,
    stock: 3,
    description:
      "A freestanding wardrobe with panelled doors modelled on old haveli shutters, hanging space on one side and adjustable shelves and a jewellery drawer on the other. Cedar-lined drawers keep moths away from your shawls through the summer. Delivered in sections and assembled in your room by our fitters.",
    dimensions: "W 150 × D 62 × H 215 cm",
    materials: "Solid sheesham frame and doors; cedar-lined drawers; brass hinges",
    art: { kind: "wardrobe", color: "#6d4a31", wood: wood.sheesham },
    createdDaysAgo: 77,
  },
  {
    slug: "mughal-arch-six-drawer-dresser",
    name: "Mughal Arch Six-Drawer Dresser",
    categorySlug: "bedroom",
    price: 148_000,
    stock: 6,
    description:
      "Six deep drawers with arched, recessed fronts inspired by the niches of Wazir Khan Mosque. The ivory lacquer is sprayed and hand-sanded in seven coats, with walnut bun feet and tops for warmth. Wide enough to double as a dressing table with a mirror above.",
    dimensions: "W 140 × D 50 × H 82 cm",
    materials: "Walnut top and feet; hardwood carcass with ivory lacquer; soft-close runners",
    art: { kind: "dresser", color: "#efe7d7", wood: wood.walnut },
    createdDaysAgo: 119,
  },
  {
    slug: "sohni-bedside-table",
    name: "Sohni Bedside Table",
    categorySlug: "bedroom",
    price: 34_000,
    stock: 18,
    description:
      "A slender bedside table with one drawer and a cane-panelled shelf, handwoven by caners in Lahore's old city. Light enough to move on a whim, sturdy enough to last a lifetime. The rounded top edge is kind to knees in the dark.",
    dimensions: "W 45 × D 38 × H 58 cm",
    materials: "Solid teak; handwoven rattan cane; natural oil finish",
    art: { kind: "nightstand", color: "#c8ad82", wood: wood.teak },
    createdDaysAgo: 241,
  },
  {
    slug: "saba-velvet-reading-chair",
    name: "Saba Velvet Reading Chair",
    categorySlug: "bedroom",
    price: 68_000,
    stock: 8,
    description:
      "A small, enveloping chair for the corner of the bedroom, upholstered in dusty oxblood velvet with a tight back and a loose seat cushion. The walnut frame is doweled and glued, so nothing wobbles years later. Just wide enough to tuck your feet up with a book.",
    dimensions: "W 70 × D 76 × H 80 cm",
    materials: "Solid walnut; cotton velvet; feather-wrapped high-resilience foam",
    art: { kind: "armchair", color: "#7b2f2a", wood: wood.walnut },
    createdDaysAgo: 188,
  },
];
