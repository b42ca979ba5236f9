import Clock from "lucide-react/icons/clock";
import Gem from "lucide-react/icons/gem";
import Hammer from "lucide-react/icons/hammer";
import HandHeart from "lucide-react/icons/hand-heart";
import Handshake from "lucide-react/icons/handshake";
import Leaf from "lucide-react/icons/leaf";
import Ruler from "lucide-react/icons/ruler";
import ShieldCheck from "lucide-react/icons/shield-check";
import Truck from "lucide-react/icons/truck";
import Users from "lucide-react/icons/users";
import type { InfoFeature } from "../components/info-feature-grid";

/** The About page's fixed lists: mission points, values and reasons to choose us. */
export const missionPoints = [
  "Build every frame from solid, seasoned timber: sheesham, walnut and teak, never particle board dressed up as wood.",
  "Keep the hand skills of Lahore and Chiniot alive by paying master craftsmen fairly and training the next generation beside them.",
  "Design rooms around the families who live in them, not around a catalogue, and stand behind the work for decades.",
] as const;

export const values: readonly InfoFeature[] = [
  {
    icon: Hammer,
    title: "Craft Before Shortcuts",
    text: "Mortise-and-tenon and dovetail joints, hand-cut and glued, where others reach for staples and brackets. It takes longer; it lasts longer.",
  },
  {
    icon: Leaf,
    title: "Honest Materials",
    text: "Legally sourced, kiln-dried solid wood, natural fabrics and low-VOC finishes. We tell you exactly what a piece is made of, down to the foam density.",
  },
  {
    icon: HandHeart,
    title: "Respect for Makers",
    text: "Our carvers, polishers and upholsterers are salaried, insured and credited. Many have been at our benches for more than a decade.",
  },
  {
    icon: Users,
    title: "Listening First",
    text: "Every project starts with how you live: who cooks, who hosts, where the afternoon sun falls. The design follows from the answers.",
  },
] as const;

export const reasons: readonly InfoFeature[] = [
  {
    icon: Gem,
    title: "Made in Our Own Workshop",
    text: "Designed, built and finished under one roof in Lahore, so quality is checked at every stage rather than promised by a supplier.",
  },
  {
    icon: Ruler,
    title: "Made to Measure",
    text: "Any size, wood, fabric or finish. Our designers adjust a piece to the centimetre so it fits your room, not the other way round.",
  },
  {
    icon: ShieldCheck,
    title: "Warranties That Mean It",
    text: "Up to a lifetime warranty on solid-wood frames, with a repair team that visits your home rather than a form that goes nowhere.",
  },
  {
    icon: Truck,
    title: "Delivered Across Pakistan",
    text: "Our own teams deliver, assemble and place every piece from Lahore to Karachi, Islamabad, Peshawar, Multan and beyond.",
  },
  {
    icon: Handshake,
    title: "One Team, Start to Finish",
    text: "The designer who sketches your room stays with you through selection, production and the final walk-through.",
  },
  {
    icon: Clock,
    title: "Answers Within 24 Hours",
    text: "Every enquiry, quotation request and service call gets a reply from a real person within one working day.",
  },
] as const;
