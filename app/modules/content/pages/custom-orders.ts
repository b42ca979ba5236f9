import Hammer from "lucide-react/icons/hammer";
import MessagesSquare from "lucide-react/icons/messages-square";
import Sofa from "lucide-react/icons/sofa";
import type { ShownStat } from "../stat-figures";

/** The custom-orders page's fixed content (spec §2 "Custom orders", §9 timelines). */
export const customOrdersHero = {
  eyebrow: "Custom Orders",
  title: "Made to Order, Made for You",
  lead: "A dining table that seats twelve, a carved bed that echoes the one in your grandmother's haveli, a reception desk for a new office: our designers draw it, our Lahore craftsmen build it, and our own team delivers it anywhere in Pakistan.",
} as const;

/**
 * The hero's two figures (the spec's cities served and happy clients), true by construction: the
 * cities the delivery policy names, counted, and the owner's own 'clients' statistic from the home
 * page, if there is one (issue 33, part 6). Either is left out when the shop has nothing to say.
 */
export function customOrderStats(homeStats: readonly ShownStat[], cities: number): ShownStat[] {
  const clients = homeStats.find((stat) => /\bclients?\b/i.test(stat.label));
  return [
    ...(cities > 0 ? [{ value: String(cities), label: "Cities served" }] : []),
    ...(clients ? [{ value: clients.value, label: "Happy clients" }] : []),
  ];
}

export const customServices = [
  {
    name: "Custom Furniture",
    icon: Hammer,
    timeline: "4-8 weeks",
    summary:
      "Beds, dining tables, sofas, wardrobes and consoles drawn to your measurements and built in solid sheesham, walnut or teak.",
    includes: [
      "Made-to-measure drawings for your room",
      "Your choice of wood, polish and upholstery",
      "Hand carving and brass inlay on request",
      "Progress photos from the workshop floor",
    ],
  },
  {
    name: "Complete Interior Projects",
    icon: Sofa,
    timeline: "6-12 weeks",
    summary:
      "Whole rooms or whole homes: design, custom furniture, lighting and soft furnishings delivered as one coordinated project.",
    includes: [
      "Design, 3D views and material boards",
      "Furniture, lighting and décor in one plan",
      "Site coordination with your contractors",
      "Installation and final styling by our team",
    ],
  },
  {
    name: "Design Consultation",
    icon: MessagesSquare,
    timeline: "1-2 weeks",
    summary:
      "Expert direction for a single room or a full renovation, with a clear plan you can follow at your own pace.",
    includes: [
      "A session with one of our designers: {consultation-prices}",
      "Layout and colour recommendations",
      "Guidance on woods, finishes and fabrics",
      "Written notes and a shopping list",
    ],
  },
] as const;

export const workshopCraft = {
  title: "Built in Our Lahore Workshop",
  lead: "Every custom piece is made by hand under one roof, where our carpenters, carvers, polishers and upholsterers have worked together for years. You choose the wood; we season, cut, join and finish it.",
  image: "/images/demo/categories/dining-room.webp",
  imageAlt: "Illustration of a solid-wood dining table with upholstered chairs beneath a warm pendant light",
  materials: [
    {
      name: "Sheesham",
      text: "Dense, richly figured and the backbone of Punjabi furniture making; our first choice for dining tables and beds.",
    },
    {
      name: "Walnut",
      text: "Deep brown and fine-grained, for wardrobes, desks and pieces with a quieter, more modern line.",
    },
    {
      name: "Teak",
      text: "Naturally oily and weather-resistant, ideal for verandas, lawns and anywhere the monsoon reaches.",
    },
    {
      name: "Chiniot carving",
      text: "Hand-cut motifs by master carvers trained in the Chiniot tradition, from a subtle border to a full headboard.",
    },
  ],
} as const;

export const customOrderProcess = [
  {
    title: "Consultation",
    text: "Share your idea, your room's measurements and a budget; a designer gets back to you to talk it through.",
  },
  {
    title: "Design",
    text: "We prepare drawings, and 3D views where they help, with wood, finish and fabric options and a clear quotation.",
  },
  {
    title: "Approval",
    text: "You review the design and samples, ask for changes, and approve the final drawing and price before any wood is cut.",
  },
  {
    title: "Production",
    text: "Craftsmen in our Lahore workshop build, carve and polish your piece, and we share progress along the way.",
  },
  {
    title: "Delivery",
    text: "Our own team delivers, assembles and places everything, anywhere in Pakistan, and takes the packaging away.",
  },
] as const;
