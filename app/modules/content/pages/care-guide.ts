import Armchair from "lucide-react/icons/armchair";
import CloudRain from "lucide-react/icons/cloud-rain";
import Gem from "lucide-react/icons/gem";
import Lamp from "lucide-react/icons/lamp";
import Sofa from "lucide-react/icons/sofa";
import Sun from "lucide-react/icons/sun";
import Thermometer from "lucide-react/icons/thermometer";
import TreeDeciduous from "lucide-react/icons/tree-deciduous";
import Umbrella from "lucide-react/icons/umbrella";
import Wind from "lucide-react/icons/wind";
import type { LucideIcon } from "lucide-react";

export interface MaterialCare {
  id: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  tips: readonly string[];
  avoid: string;
}

/** Care instructions per material (Furniture Care Guide). */
export const materials: readonly MaterialCare[] = [
  {
    id: "solid-wood",
    icon: TreeDeciduous,
    title: "Solid Wood",
    intro:
      "Sheesham, walnut and teak are living materials that respond to heat and humidity. A little attention keeps the grain glowing for decades.",
    tips: [
      "Dust every few days with a soft, dry cotton cloth, following the grain.",
      "Wipe spills at once with a barely damp cloth, then dry it straight away.",
      "Use coasters, mats and trivets: heat and water rings are the most common damage we repair.",
      "Feed oiled finishes with a thin coat of furniture wax or teak oil every six months.",
    ],
    avoid: "Silicone sprays, ammonia cleaners and wet mopping around table and bed legs.",
  },
  {
    id: "upholstery",
    icon: Sofa,
    title: "Upholstery",
    intro:
      "Our sofas and chairs are built on hardwood frames with high-density foam and fabrics chosen for daily family life.",
    tips: [
      "Vacuum weekly with a soft brush attachment, including under the cushions.",
      "Turn and plump loose cushions every week so they wear evenly.",
      "Blot spills from the outside in with a clean white cloth; never rub.",
      "Have the whole piece professionally shampooed once a year, or after the dusty season.",
    ],
    avoid: "Direct afternoon sun, which fades even solution-dyed fabrics, and bleach-based stain removers.",
  },
  {
    id: "leather",
    icon: Armchair,
    title: "Leather",
    intro:
      "Full-grain leather softens and deepens in colour with use. It needs moisture to stay supple in our dry winters.",
    tips: [
      "Dust weekly with a dry microfibre cloth.",
      "Condition every three to four months with a pH-neutral leather conditioner.",
      "Blot spills immediately and let the leather dry naturally at room temperature.",
    ],
    avoid: "Placing leather within a metre of a gas heater or air-conditioner vent, and using baby wipes or soap.",
  },
  {
    id: "marble-and-stone",
    icon: Gem,
    title: "Marble & Stone",
    intro:
      "Our tabletops are sealed at the workshop, but marble is porous and reacts to acids such as lemon, vinegar and chutneys.",
    tips: [
      "Wipe with warm water and a drop of pH-neutral soap, then dry with a soft cloth.",
      "Put glasses, pickles and citrus on coasters or trays.",
      "Re-seal the surface once a year; we can do this for you at home in Lahore.",
    ],
    avoid: "Vinegar, lemon-based cleaners and abrasive pads, which etch the polish permanently.",
  },
  {
    id: "brass",
    icon: Lamp,
    title: "Brass Details",
    intro: "Inlays, handles and lamp bases are lacquered to slow tarnishing, and will gently mellow over time.",
    tips: [
      "Dust with a dry cloth; wipe fingerprints with a soft cloth lightly dampened with water.",
      "For unlacquered brass, polish sparingly with a non-abrasive brass cream.",
      "Dry brass fittings promptly during the monsoon to prevent dark spots.",
    ],
    avoid: "Metal polish on lacquered brass: it strips the protective coat.",
  },
  {
    id: "outdoor",
    icon: Umbrella,
    title: "Outdoor Pieces",
    intro:
      "Teak and powder-coated frames are made for verandas and lawns, but Lahore's sun and rain still ask for some care.",
    tips: [
      "Hose down dust and bird droppings weekly and let everything dry in the open.",
      "Store cushions indoors or in breathable covers during the monsoon.",
      "Let teak weather to a silver grey, or oil it twice a year to keep its honey colour.",
    ],
    avoid: "Plastic sheets that trap moisture, and leaving cushions out through a downpour.",
  },
];

export interface SeasonCare {
  icon: LucideIcon;
  season: string;
  months: string;
  text: string;
}

/** What Lahore's year asks of your furniture. */
export const seasons: readonly SeasonCare[] = [
  {
    icon: Wind,
    season: "Dust & Andhi",
    months: "April to June",
    text: "Fine dust settles daily and scratches finishes when wiped dry. Dust with a slightly damp cloth, keep windows closed on windy afternoons, and vacuum upholstery twice a week.",
  },
  {
    icon: Sun,
    season: "Summer Heat",
    months: "May to July",
    text: "Strong sun and 45 °C days dry out wood and fade fabrics. Draw curtains in the afternoon and keep pieces at least 30 cm from air-conditioner outlets.",
  },
  {
    icon: CloudRain,
    season: "Monsoon Humidity",
    months: "July to September",
    text: "Wood swells and drawers stick as humidity climbs. Keep rooms aired, run a dehumidifier or AC on dry mode, and never force a sticking drawer: it will ease when the air dries.",
  },
  {
    icon: Thermometer,
    season: "Winter & Smog",
    months: "November to February",
    text: "Gas heaters dry the air and smog leaves a greasy film. Keep heaters a metre away, condition leather, and wipe surfaces with a damp cloth rather than dry dusting.",
  },
];
