import Droplets from "lucide-react/icons/droplets";
import Flame from "lucide-react/icons/flame";
import Package from "lucide-react/icons/package";
import Recycle from "lucide-react/icons/recycle";
import TreeDeciduous from "lucide-react/icons/tree-deciduous";
import Wrench from "lucide-react/icons/wrench";
import type { InfoFeature } from "../components/info-feature-grid";

/** How the workshop keeps its footprint small (Sustainability page). */
export const practices: readonly InfoFeature[] = [
  {
    icon: TreeDeciduous,
    title: "Responsibly Sourced Wood",
    text: "Sheesham and kikar from Punjab farm forestry and licensed depots, walnut and deodar only with Forest Department transit permits. We visit every supplier and keep the paperwork for every log.",
  },
  {
    icon: Flame,
    title: "Kiln-Dried In-House",
    text: "Every plank is seasoned in our own kiln to 8 to 10% moisture, so pieces don't crack in Lahore's June heat or swell in the monsoon. Furniture that lasts is the greenest furniture.",
  },
  {
    icon: Droplets,
    title: "Low-VOC Finishes",
    text: "Water-based lacquers, natural oils and beeswax instead of solvent-heavy polishes: healthier air for our polishers in the workshop and for your family at home.",
  },
  {
    icon: Wrench,
    title: "Repair Program",
    text: "We repair, re-polish and re-upholster our own pieces at any age, and quote honestly on other makers' solid-wood furniture. Fixing beats replacing.",
  },
  {
    icon: Package,
    title: "Packaging Take-Back",
    text: "Our delivery teams unpack in your home and take blankets, cartons and corner guards back with them. Blankets are reused; cartons are recycled in Lahore.",
  },
  {
    icon: Recycle,
    title: "Nothing Wasted",
    text: "Offcuts become chopping boards, trays and frames; sawdust goes to local brick kilns and nurseries as fuel and mulch instead of to landfill.",
  },
];

export interface Commitment {
  target: string;
  title: string;
  text: string;
}

/** Concrete, dated commitments, reported on each year. */
export const commitments: readonly Commitment[] = [
  {
    target: "Since 2022",
    title: "No solvent-based polishes",
    text: "All new pieces are finished with water-based lacquers, natural oils or wax.",
  },
  {
    target: "By 2027",
    title: "100% documented timber",
    text: "Every log traceable to a farm, licensed depot or permitted government auction, with records open to clients on request.",
  },
  {
    target: "By 2027",
    title: "Solar-powered workshop",
    text: "Rooftop solar to cover the daytime load of the Raiwind Road workshop and kiln.",
  },
  {
    target: "Every year",
    title: "A tree for every dining table",
    text: "Ten sheesham saplings planted with farmer partners in Punjab for every dining table we deliver.",
  },
];
