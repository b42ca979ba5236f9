import Mailbox from "lucide-react/icons/mailbox";
import Palette from "lucide-react/icons/palette";
import Phone from "lucide-react/icons/phone";
import Sun from "lucide-react/icons/sun";
import { IconPoints, type IconPoint } from "~/components/ui/icon-points";
import { telHref } from "~/utils/contact-links";
import { MAX_SWATCHES } from "../swatch-request.schema";

const link = "font-semibold text-walnut underline underline-offset-4";

/** Beside the form (below it on a phone): how it works, the monthly rule said up front, and a person to call. */
export function SwatchAside({ phone }: { phone: string }) {
  const points: IconPoint[] = [
    {
      icon: Palette,
      title: `Up to ${MAX_SWATCHES} swatches, free`,
      text: "Fabrics and finishes from any of our pieces. No account and no payment.",
    },
    {
      icon: Sun,
      title: "See them in your own light",
      text: "Hold them beside your walls, floors and curtains before you choose.",
    },
    {
      icon: Mailbox,
      title: "Posted to your door",
      text: "We e-mail you what is on its way. Two requests a month for each e-mail and address.",
    },
    {
      icon: Phone,
      title: "Rather talk first?",
      text: (
        <>
          Call{" "}
          <a href={telHref(phone)} className={link}>
            {phone}
          </a>{" "}
          and we will help you choose.
        </>
      ),
    },
  ];
  return (
    <aside aria-labelledby="swatch-aside-heading" className="grid content-start gap-6">
      <h2 id="swatch-aside-heading" className="font-display text-2xl font-medium">
        How it works
      </h2>
      <IconPoints points={points} />
    </aside>
  );
}
