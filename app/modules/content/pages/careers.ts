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
