import FileText from "lucide-react/icons/file-text";
import Images from "lucide-react/icons/images";
import Palette from "lucide-react/icons/palette";
import UserRound from "lucide-react/icons/user-round";
import type { LucideIcon } from "lucide-react";

export interface PressRelease {
  date: string;
  dateTime: string;
  title: string;
  summary: string;
}

/** The four latest press releases, newest first. `name` is the shop's name from settings. */
export function pressReleases(name: string): readonly PressRelease[] {
  return [
    {
      date: "Sep 15, 2026",
      dateTime: "2026-09-15",
      title: `${name} opens its online store with delivery across Pakistan`,
      summary: `The full ${name} collection, custom orders and live order tracking are now online, backed by the Lahore workshop and showroom. Customers in Karachi, Islamabad, Peshawar, Multan and beyond can order with white-glove delivery and assembly by the company's own teams.`,
    },
    {
      date: "Apr 22, 2026",
      dateTime: "2026-04-22",
      title: "Chiniot Heritage collection brings hand-carved sheesham to modern homes",
      summary:
        "Twenty-two new pieces pair traditional Chiniot carving with clean, contemporary lines, each carved by hand over as many as 120 hours. The collection is on show at the Gulberg showroom and available made to measure.",
    },
    {
      date: "Oct 08, 2025",
      dateTime: "2025-10-08",
      title: "Interior design studio completes its fiftieth project",
      summary:
        "The studio's fiftieth project, a head office for Kohsar Coatings in Lahore, was designed, built and installed in fourteen weeks. Since 2015 the studio has completed homes, restaurants, showrooms and offices in six cities.",
    },
    {
      date: "Mar 12, 2025",
      dateTime: "2025-03-12",
      title: "Repair and refinish program opens to all solid-wood furniture",
      summary: `${name}'s workshop now repairs, re-polishes and re-upholsters solid-wood pieces from any maker, not only its own. The program is part of the company's commitment to keeping good furniture in use and out of landfill.`,
    },
  ];
}

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
    text: "Biographies and portraits of founders Imran and Nadia Qureshi, with approved quotes.",
  },
];
