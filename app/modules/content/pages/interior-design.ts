import Building2 from "lucide-react/icons/building-2";
import House from "lucide-react/icons/house";
import MessagesSquare from "lucide-react/icons/messages-square";

/** The interior-design page's fixed content (spec §2 "Interior design services", §9 prices). */
export const interiorDesignHero = {
  eyebrow: "Interior Design",
  title: "Interior Design Services",
  lead: "From a single drawing room to a whole house or a busy showroom floor, our Lahore studio plans the space, draws the furniture and sees every detail through to the last cushion, with the pieces built in our own workshop.",
} as const;

export const designPackages = [
  {
    name: "Residential",
    icon: House,
    price: "From PKR 50,000",
    highlight: "Most requested",
    summary:
      "For homes, apartments and farmhouses: one room or every room, planned around the way your family actually lives and entertains.",
    includes: [
      "On-site measurement and a detailed floor plan",
      "Mood boards and 3D visualisation of each room",
      "Custom layouts, lighting and colour schemes",
      "Wood, fabric and finish selection with samples in hand",
      "Drawings for furniture made in our Lahore workshop",
    ],
  },
  {
    name: "Commercial",
    icon: Building2,
    price: "From PKR 100,000",
    summary:
      "For offices, restaurants, boutiques and showrooms, where the space has to work as hard as the people in it and still welcome every guest.",
    includes: [
      "Space planning for teams, guests and customer flow",
      "Brand-led concepts with 3D walkthroughs",
      "Durable, commercial-grade materials and joinery",
      "A build schedule coordinated with your contractors",
      "Project management through to handover",
    ],
  },
  {
    name: "Consultation",
    icon: MessagesSquare,
    price: "{consultation-price}",
    summary:
      "A focused session with one of our designers when you want a clear direction before you buy, build or renovate.",
    includes: [
      "A session at your home, at our Lahore studio or by video call",
      "Layout, colour and lighting advice for your rooms",
      "Guidance on sheesham, walnut, teak, stone and fabrics",
      "Written notes with a shopping list and next steps",
    ],
  },
] as const;

export const designProcess = [
  {
    title: "Consultation",
    text: "We visit your space, listen to how you live or work, and agree the brief, the budget and a realistic timeline.",
  },
  {
    title: "Design",
    text: "Our designers prepare floor plans, mood boards and 3D views, and refine them with you until every room feels right.",
  },
  {
    title: "Selection",
    text: "Together we choose woods, fabrics, stone and lighting, from seasoned sheesham to hand-loomed upholstery, with samples in hand.",
  },
  {
    title: "Execution",
    text: "Our workshop builds the furniture while our site team manages installation; then we style the rooms and hand over the keys.",
  },
] as const;
