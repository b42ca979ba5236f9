import FileText from "lucide-react/icons/file-text";
import Images from "lucide-react/icons/images";
import Palette from "lucide-react/icons/palette";
import UserRound from "lucide-react/icons/user-round";
import type { LucideIcon } from "lucide-react";

export interface MediaKitItem {
  icon: LucideIcon;
  title: string;
  format: string;
  text: string;
}

export const mediaKit: readonly MediaKitItem[] = [
  {
    icon: Palette,
    title: "Brand Guidelines",
    format: "PDF · 6 MB",
    text: "Logo use, colours, typography and the way we write about our work.",
  },
  {
    icon: FileText,
    title: "Logo Pack",
    format: "SVG, PNG & EPS · 3 MB",
    text: "Primary and stacked logos in full colour, walnut and white, for print and screen.",
  },
  {
    icon: Images,
    title: "Product Photography",
    format: "High-resolution JPEG · 240 MB",
    text: "120 studio and room-set images of the current collections, cleared for editorial use.",
  },
  {
    icon: UserRound,
    title: "Founder Biographies",
    format: "PDF & portraits · 12 MB",
    text: "Biographies and portraits of the founders, with approved quotes.",
  },
];
