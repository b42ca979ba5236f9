import PackageSearch from "lucide-react/icons/package-search";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import ShieldCheck from "lucide-react/icons/shield-check";
import Sparkles from "lucide-react/icons/sparkles";
import Truck from "lucide-react/icons/truck";
import type { LucideIcon } from "lucide-react";
import type { FaqItem } from "~/components/ui/faq-list";

export interface QuickHelpLink {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
}

export const quickHelp: readonly QuickHelpLink[] = [
  {
    icon: PackageSearch,
    title: "Track Your Order",
    text: "See where your order is, from workshop to doorstep.",
    to: "/track-order",
  },
  { icon: Truck, title: "Shipping & Delivery", text: "Delivery options, zones, times and charges.", to: "/shipping" },
  { icon: RotateCcw, title: "Returns & Exchanges", text: "30-day returns and how to start one.", to: "/returns" },
  {
    icon: ShieldCheck,
    title: "Warranty",
    text: "What our 2-year, 5-year and lifetime cover includes.",
    to: "/warranty",
  },
  {
    icon: Sparkles,
    title: "Care Guide",
    text: "Keep wood, fabric, leather and marble at their best.",
    to: "/care-guide",
  },
];

export const supportFaqs: readonly FaqItem[] = [
  {
    question: "Can I change or cancel my order?",
    answer:
      "Yes, within 24 hours of placing it. Call or WhatsApp us with your order number and we will change the fabric, finish, size or delivery address, or cancel the order in full. After 24 hours our workshop begins cutting and upholstering, so changes to made-to-measure pieces may no longer be possible.",
  },
  {
    question: "How long will my delivery take?",
    answer:
      "Standard delivery takes 2 to 4 weeks, Express 1 to 2 weeks and White Glove 2 to 3 weeks, depending on whether your piece is in stock or made to order. Once an order leaves the workshop it reaches Lahore in 1 to 2 business days and the rest of Pakistan in 2 to 7 business days. You can follow every step on the Track Order page.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "Cash on Delivery, which most of our customers prefer, and direct bank transfer. Our bank details are shown at checkout and in your order confirmation; once we receive your transfer we mark the order as paid.",
  },
  {
    question: "What if my furniture arrives damaged?",
    answer:
      "Our delivery team unwraps and inspects every piece with you. If you spot any damage, then or within 48 hours, send us photos with your order number and we will repair or replace the piece at no cost to you.",
  },
];
