import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { telHref } from "~/utils/contact-links";
import { sinceText } from "~/utils/founded-year";
import { BrandMark } from "~/components/ui/brand-mark";
import { footerColumns, legalLinks } from "./navigation";
import type { ShellShop } from "./shell-types";
import { socialIcons, type SocialNetwork } from "./social-icons";

const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

/**
 * `printed`: the copyright year and the phone as the root loader wrote them on the server
 * (shop-time and the phone formatter stay out of every page's script).
 */
export function SiteFooter({ settings, printed }: { settings: ShellShop; printed: { year: string; phone: string } }) {
  const { address } = settings;
  return (
    <footer className="bg-espresso text-linen/85">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <Link to="/" className="flex items-center gap-3 text-linen">
            <BrandMark className="size-10" />
            <span className="font-display text-2xl font-semibold">{settings.name}</span>
          </Link>
          <p className="mt-5 max-w-sm text-sm leading-relaxed">{settings.tagline}</p>
          <p className="mt-3 text-sm text-brass-light">
            Crafting homes in {address.city}
            {sinceText(settings.foundedYear)}.
          </p>
          <ul className="mt-6 grid gap-3 text-sm">
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-brass-light" aria-hidden="true" />
              <a href={telHref(settings.phone)} className="hover:text-linen">
                {printed.phone}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-brass-light" aria-hidden="true" />
              <a href={`mailto:${settings.emails.general}`} className="hover:text-linen">
                {settings.emails.general}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brass-light" aria-hidden="true" />
              <span>
                {address.line1}, {address.city}, {address.region}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Clock className="mt-0.5 size-4 shrink-0 text-brass-light" aria-hidden="true" />
              <span>{settings.businessHours.map((slot) => `${slot.days} ${slot.hours}`).join(" · ")}</span>
            </li>
          </ul>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {/* A network the shop has no link for (left empty in the settings) shows no icon. */}
            {(Object.keys(socialLabels) as SocialNetwork[])
              .filter((network) => settings.social[network])
              .map((network) => (
                <li key={network}>
                  <a
                    href={settings.social[network]}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={`${settings.name} on ${socialLabels[network]}`}
                    className="grid size-10 place-items-center rounded-full border border-linen/25 text-linen transition-colors hover:border-brass-light hover:text-brass-light"
                  >
                    {socialIcons[network]}
                  </a>
                </li>
              ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="font-sans text-xs font-bold tracking-[0.2em] text-brass-light uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 grid gap-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="transition-colors hover:text-linen hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-linen/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            ©{printed.year && ` ${printed.year}`} {settings.name}. All rights reserved. Serving Pakistan
            {sinceText(settings.foundedYear)}.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-linen hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
