import ArrowRight from "lucide-react/icons/arrow-right";
import { scriptlessPage } from "~/components/layout/scriptless";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import TimerReset from "lucide-react/icons/timer-reset";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { FaqList } from "~/components/ui/faq-list";
import { InfoContactCard, infoLinkClass } from "~/modules/content/components/info-links";
import { mailtoHref, telHref } from "~/utils/contact-links";
import { InfoSection } from "~/modules/content/components/info-section";
import { quickHelp, supportFaqs } from "~/modules/content/pages/support";
import { useShopPhones, useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/support";
import { whatsAppUrl } from "~/utils/whatsapp";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Customer Support",
    description:
      "Call, e-mail or WhatsApp our support team Monday to Saturday. Track an order, read our delivery, returns and warranty policies, and find answers to common questions.",
    path: "/support",
  });

export default function Support() {
  const settings = useShopSettings();
  const printed = useShopPhones();
  const weekdays = settings.businessHours.filter((slot) => !/^sun/i.test(slot.days));
  const supportHours = weekdays.length ? weekdays : settings.businessHours;
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Customer Support"
        lead="Real people in Lahore who know every piece we make. Our support team is here Monday to Saturday and replies to every message within 24 hours."
      />

      <InfoSection eyebrow="Talk to us" title="Get in Touch" lead="Choose whichever is easiest for you.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <InfoContactCard icon={Phone} title="Phone" text="For orders, deliveries and anything urgent.">
              <a href={telHref(settings.phone)} className={infoLinkClass}>
                {printed.phone}
              </a>
            </InfoContactCard>
          </li>
          <li>
            <InfoContactCard icon={Mail} title="E-mail" text="Send photos and order numbers; we reply within 24 hours.">
              <a href={mailtoHref(settings.emails.support, "Support request")} className={infoLinkClass}>
                {settings.emails.support}
              </a>
            </InfoContactCard>
          </li>
          <li>
            <InfoContactCard
              icon={MessageCircle}
              title="Live Chat"
              text="Chat with us on WhatsApp during support hours."
            >
              <a
                href={settings.social.whatsapp || (whatsAppUrl(settings.whatsapp) ?? undefined)}
                target="_blank"
                rel="noopener noreferrer"
                className={infoLinkClass}
              >
                WhatsApp {printed.whatsapp}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </InfoContactCard>
          </li>
          <li>
            <InfoContactCard icon={Clock} title="Support Hours" text="Monday to Saturday, Pakistan time.">
              <dl className="grid gap-1 text-sm">
                {supportHours.map((slot) => (
                  <div key={slot.days} className="flex justify-between gap-4">
                    <dt className="font-semibold">{slot.days}</dt>
                    <dd className="text-muted">{slot.hours}</dd>
                  </div>
                ))}
              </dl>
            </InfoContactCard>
          </li>
        </ul>

        <div className="mt-10 flex flex-col gap-4 rounded-[var(--radius-card)] border border-brass/50 bg-cream p-6 sm:flex-row sm:items-center sm:p-8">
          <TimerReset className="size-8 shrink-0 text-walnut" aria-hidden="true" />
          <p className="leading-relaxed text-espresso">
            <strong className="font-semibold">Need to change an order?</strong> Orders can be modified or cancelled
            within 24 hours of being placed. Call or WhatsApp us with your order number as soon as you can.
          </p>
        </div>
      </InfoSection>

      <InfoSection tone="cream" eyebrow="Self-service" title="Quick Help" lead="Most answers are one click away.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {quickHelp.map(({ icon: Icon, title, text, to }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft transition-shadow hover:shadow-lift"
              >
                <Icon className="size-6 text-walnut" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-medium group-hover:underline">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
                <span className="mt-auto pt-4 text-walnut" aria-hidden="true">
                  <ArrowRight className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        lead="Quick answers to what our customers ask most."
        align="center"
      >
        <div className="mx-auto max-w-3xl">
          <FaqList items={supportFaqs} />
        </div>
      </InfoSection>

      <CtaBand
        title="Still Need Help?"
        text="Our team will find the answer, whether it is a delivery date, a fabric swatch or a wobbly chair."
      >
        <ButtonLink to="/contact" variant="light" size="lg">
          Contact Us
        </ButtonLink>
        <a href={telHref(settings.phone)} className={buttonClass({ variant: "outline-light", size: "lg" })}>
          Call {printed.phone}
        </a>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
