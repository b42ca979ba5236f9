import Armchair from "lucide-react/icons/armchair";
import Bus from "lucide-react/icons/bus";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Gift from "lucide-react/icons/gift";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartPulse from "lucide-react/icons/heart-pulse";
import PiggyBank from "lucide-react/icons/piggy-bank";
import Wallet from "lucide-react/icons/wallet";
import type { InfoFeature } from "../components/info-feature-grid";
import type { InfoStep } from "../components/info-steps";

export interface Position {
  slug: string;
  title: string;
  team: string;
  location: string;
  type: string;
  experience: string;
  summary: string;
  responsibilities: readonly string[];
}

/** The open positions (spec: exactly these four). Applications go to /contact?subject=careers&position=<slug>. */
export const positions: readonly Position[] = [
  {
    slug: "senior-furniture-designer",
    title: "Senior Furniture Designer",
    team: "Design Studio",
    location: "Lahore",
    type: "Full-time",
    experience: "6+ years designing furniture for production",
    summary: "Shape our next collections, from the first sketch to the prototype that leaves the workshop.",
    responsibilities: [
      "Lead new collections from concept sketches to shop drawings, material schedules and prototypes.",
      "Work at the bench with our master craftsmen to resolve joinery, proportions and finishes.",
      "Adapt designs for made-to-measure orders and review drawings sent in by clients and architects.",
      "Mentor two junior designers and keep our SketchUp, Rhino and AutoCAD library in order.",
    ],
  },
  {
    slug: "interior-design-consultant",
    title: "Interior Design Consultant",
    team: "Interior Design Studio",
    location: "Lahore",
    type: "Full-time",
    experience: "3+ years in residential or hospitality interiors",
    summary: "Guide clients from the first consultation to the day the last cushion is placed.",
    responsibilities: [
      "Run consultations at the showroom and on site in homes, restaurants and offices.",
      "Prepare layouts, mood boards, 3D visualisations and itemised quotations.",
      "Coordinate furniture, lighting and décor selections with the workshop and our suppliers.",
      "Oversee installation day and the final walk-through with the client.",
    ],
  },
  {
    slug: "master-craftsman",
    title: "Master Craftsman",
    team: "Workshop, Raiwind Road",
    location: "Lahore",
    type: "Full-time",
    experience: "10+ years in solid-wood joinery or Chiniot carving",
    summary: "Build heirloom pieces in sheesham, walnut and teak, and pass the craft on.",
    responsibilities: [
      "Build beds, tables, case goods and seating frames to shop drawings, by hand and by machine.",
      "Cut mortise-and-tenon, dovetail and bridle joints, and check every piece before it goes to finishing.",
      "Train apprentices in joinery, carving and safe machine use.",
    ],
  },
  {
    slug: "sales-executive",
    title: "Sales Executive",
    team: "Showroom, Gulberg",
    location: "Lahore",
    type: "Full-time",
    experience: "2+ years in premium retail or furniture sales",
    summary: "Welcome clients to the showroom and help them choose pieces they will keep for decades.",
    responsibilities: [
      "Guide showroom visitors through our collections, woods, fabrics and finishes.",
      "Prepare quotations, take orders and reply to every enquiry within 24 hours.",
      "Keep clients informed from order to delivery with our production and delivery teams.",
      "Meet monthly targets and share what customers tell you with the design team.",
    ],
  },
];

export const benefits: readonly InfoFeature[] = [
  {
    icon: Wallet,
    title: "Competitive Pay",
    text: "Salaries reviewed every year and paid on the first of each month, without fail.",
  },
  {
    icon: HeartPulse,
    title: "Family Health Cover",
    text: "Medical insurance for you, your spouse and your children, including hospitalisation.",
  },
  {
    icon: PiggyBank,
    title: "Provident Fund & EOBI",
    text: "We match your provident-fund contribution and register every employee with EOBI.",
  },
  {
    icon: Gift,
    title: "Two Eid Bonuses",
    text: "A bonus before each Eid, plus a share of the year's results for every team.",
  },
  {
    icon: CalendarCheck,
    title: "Paid Leave",
    text: "20 days of annual leave, public holidays and paid sick leave from your first month.",
  },
  {
    icon: GraduationCap,
    title: "Learning at the Bench",
    text: "Design software courses, carving workshops in Chiniot and a yearly study trip.",
  },
  {
    icon: Bus,
    title: "Lunch & Pick-and-Drop",
    text: "A hot lunch every working day and transport to the workshop from main Lahore routes.",
  },
  { icon: Armchair, title: "Staff Discount", text: "30% off anything we make, for your own home or your family's." },
];

export const hiringSteps: readonly InfoStep[] = [
  {
    title: "Apply",
    text: "Send your CV and, for designers and craftsmen, a few photos of your work. We reply within a week.",
  },
  {
    title: "Meet Us",
    text: "A conversation at the showroom or workshop with the team you would join, not a panel of strangers.",
  },
  {
    title: "Paid Trial Day",
    text: "Spend a paid day with us on a real brief or at the bench, so both sides know it is the right fit.",
  },
];
