import type { DemoProduct } from "../types";
import { wood } from "./wood";

/** Office: 7 demo products. */
export const officeProducts: DemoProduct[] = [
  {
    slug: "daftar-walnut-executive-desk",
    name: "Daftar Walnut Executive Desk",
    categorySlug: "office",
    price: 215_000,
    stock: 3,
    description:
      "A substantial executive desk in walnut with a leather writing inlay, two lockable pedestal drawers and a hidden cable tray. Made for a CEO's cabin in Gulberg or a serious study at home. The leather is vegetable-tanned in Kasur and ages beautifully.",
    dimensions: "W 180 × D 85 × H 76 cm",
    materials: "Solid walnut and walnut veneer; vegetable-tanned leather inlay; steel locks",
    art: { kind: "desk", color: "#5a3a26", wood: wood.walnut, accent: "#3a2a22" },
    createdDaysAgo: 8,
  },
  {
    slug: "qalam-writing-desk",
    name: "Qalam Writing Desk",
    categorySlug: "office",
    price: 92_000,
    stock: 9,
    description:
      "A compact writing desk with a single slim drawer and tapered legs, sized for a bedroom corner or an apartment study. A raised back lip stops pens and papers rolling off. Solid teak throughout, finished in a natural oil that resists ink and coffee.",
    dimensions: "W 120 × D 60 × H 76 cm",
    materials: "Solid teak; natural hardwax oil",
    art: { kind: "desk", color: "#a97a4c", wood: wood.teak },
    createdDaysAgo: 67,
  },
  {
    slug: "sardar-leather-executive-office-chair",
    name: "Sardar Leather Executive Office Chair",
    categorySlug: "office",
    price: 118_000,
    stock: 6,
    description:
      "A high-back executive office chair in cognac full-grain leather with synchro-tilt, adjustable lumbar support and walnut armrest caps. The five-star base is polished aluminium on quiet, floor-safe castors. Comfortable enough for a twelve-hour budget meeting.",
    dimensions: "W 68 × D 70 × H 118–126 cm",
    materials: "Full-grain leather; walnut armrest caps; polished aluminium base; moulded foam",
    art: { kind: "office-chair", color: "#8a4f2a", wood: wood.walnut },
    createdDaysAgo: 40,
  },
  {
    slug: "munshi-mesh-office-chair",
    name: "Munshi Mesh Office Chair",
    categorySlug: "office",
    price: 52_000,
    stock: 17,
    description:
      "A breathable mesh office chair for long working days through the Lahore summer, with adjustable arms, seat depth and lumbar support. The charcoal mesh is tensioned on a recycled-nylon frame and tested for 120 kg. A favourite for teams fitting out a whole floor.",
    dimensions: "W 64 × D 64 × H 104–114 cm",
    materials: "Tensioned mesh back; recycled-nylon frame; moulded-foam seat; nylon castors",
    art: { kind: "office-chair", color: "#3d3f3e", wood: wood.blackSteel },
    createdDaysAgo: 126,
  },
  {
    slug: "kitab-ghar-walnut-bookshelf",
    name: "Kitab Ghar Walnut Bookshelf",
    categorySlug: "office",
    price: 112_000,
    stock: 5,
    description:
      "An open walnut bookshelf with staggered shelves, so files, law reports and a few treasured objects all find their place. The shelves are 3 cm thick and will not sag under a full row of hardbacks. Wall fixing included.",
    dimensions: "W 120 × D 35 × H 195 cm",
    materials: "Solid walnut; matte lacquer finish",
    art: { kind: "bookshelf", color: "#5a3a26", wood: wood.walnut },
    createdDaysAgo: 181,
  },
  {
    slug: "bahi-khata-filing-cabinet",
    name: "Bahi Khata Filing Cabinet",
    categorySlug: "office",
    price: 64_000,
    stock: 10,
    description:
      "A three-drawer filing cabinet that looks like fine furniture rather than office steel. The drawers take A4 and legal hanging files on full-extension runners, and a single key locks all three. Named after the red cloth ledgers of the old Lahore traders.",
    dimensions: "W 48 × D 60 × H 100 cm",
    materials: "Sheesham veneer on birch plywood; full-extension steel runners; central lock",
    art: { kind: "filing-cabinet", color: "#7a4e2d", wood: wood.sheesham, accent: "#8c3b2e" },
    createdDaysAgo: 229,
  },
  {
    slug: "majlis-ten-seater-conference-table",
    name: "Majlis Ten-Seater Conference Table",
    categorySlug: "office",
    price: 380_000,
    stock: 1,
    description:
      "A boat-shaped conference table for ten, so everyone around it can see everyone else. The walnut top hides pop-up power and data modules, and the twin plinth bases are wide enough to clear knees. Made to order for boardrooms in Lahore, Karachi and Islamabad; larger sizes on request.",
    dimensions: "W 360 × D 130 × H 75 cm",
    materials: "Walnut veneer on engineered core with solid walnut edging; pop-up power modules",
    art: { kind: "conference-table", color: "#5a3a26", wood: wood.darkWalnut },
    createdDaysAgo: 293,
  },
];
