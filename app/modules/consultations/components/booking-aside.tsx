import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "react-router";
import { IconPoints, type IconPoint } from "~/components/ui/icon-points";
import { telHref } from "~/utils/contact-links";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { allFree, consultationPrices } from "~/modules/settings/consultation-fees";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const link = "font-semibold text-walnut underline underline-offset-4";

/** Beside the form (below it on a phone): what a consultation is, where, and how to reach a person instead. */
export function BookingAside({ phone, showroom }: { phone: string; showroom: string }) {
  const { consultationFees } = useShopSettings();
  const about = "Layouts, colours, materials and a first idea of the budget, with samples to see.";
  const points: IconPoint[] = [
    // The price as the settings set it (issue 33, part 4): 'free' only when every kind is.
    allFree(consultationFees)
      ? { icon: Sparkles, title: "Your consultation is free", text: about }
      : {
          icon: Sparkles,
          title: "What it costs",
          text: `${capitalised(consultationPrices(consultationFees))}. ${about}`,
        },
    {
      icon: Clock,
      title: "About an hour with a designer",
      text: "Bring photos and measurements of your rooms if you have them.",
    },
    { icon: MapPin, title: "Our showroom", text: showroom },
    {
      icon: Phone,
      title: "Rather talk first?",
      text: (
        <>
          Call{" "}
          <a href={telHref(phone)} className={link}>
            {phone}
          </a>{" "}
          or send us a{" "}
          <Link to="/contact?subject=consultation" className={link}>
            message
          </Link>
          .
        </>
      ),
    },
  ];
  return (
    <aside aria-labelledby="booking-aside-heading" className="grid content-start gap-6">
      <h2 id="booking-aside-heading" className="font-display text-2xl font-medium">
        What to expect
      </h2>
      <IconPoints points={points} />
    </aside>
  );
}
