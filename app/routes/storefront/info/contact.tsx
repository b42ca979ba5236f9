import { randomUUID } from "node:crypto";
import Clock from "lucide-react/icons/clock";
import Factory from "lucide-react/icons/factory";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import Store from "lucide-react/icons/store";
import { useSearchParams } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { formatPakistaniPhone } from "~/utils/phone";
import { getSessionUser } from "~/modules/accounts/session.server";
import { ContactIntentPanel } from "~/modules/content/components/info-contact-panel";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoContactCard, infoLinkClass } from "~/modules/content/components/info-links";
import { mailtoHref, telHref } from "~/utils/contact-links";
import { InfoSection } from "~/modules/content/components/info-section";
import { getCompanyContent } from "~/modules/content/company-content.server";
import { positionSlug } from "~/modules/content/company-content.schema";
import { ContactForm } from "~/modules/inbox/components/contact-form";
import { FormSection } from "~/modules/inbox/components/form-section";
import { handleContact } from "~/modules/inbox/contact-action.server";
import { contactMessageHint, contactSubjectFor } from "~/modules/inbox/contact-subjects";
import type { InboxFormResult } from "~/modules/inbox/inbox-notices";
import { useShopPhones, useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/contact";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import { whatsAppUrl } from "~/utils/whatsapp";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Contact Us",
    description:
      "Visit our Lahore showroom and factory outlet, call us, or e-mail our sales and support teams. Business hours, addresses and design consultations.",
    path: "/contact",
  });

/** The visitor's details when signed in (the form starts filled in), and one key per visit of the form. */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("position");
  const [user, company] = await Promise.all([getSessionUser(request), getCompanyContent()]);
  // The open position a careers link names (the owner's list, /admin/company), if it is still open.
  const opening = company.positions.find((item) => wanted !== null && positionSlug(item) === wanted);
  const [firstName = "", ...rest] = user?.name.trim().split(/\s+/) ?? [];
  return {
    position: opening ? { title: opening.title } : null,
    customer: user
      ? {
          firstName,
          lastName: rest.join(" "),
          email: user.email,
          phone: user.phone ? formatPakistaniPhone(user.phone) : "",
        }
      : null,
    // A double click or a resent form is one message.
    idempotencyKey: randomUUID(),
  };
}

export const action = ({ request }: Route.ActionArgs) => handleContact(request);

function mapsHref(address: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useShopSettings();
  const printed = useShopPhones();
  const [searchParams] = useSearchParams();
  const subject = searchParams.get("subject");
  const { customer, idempotencyKey } = loaderData;
  const position = loaderData.position ?? undefined;
  const { address, emails } = settings;
  const showroom = [address.line1, address.city, address.region, address.country].join(", ");
  const emailList = [
    { label: "General enquiries", email: emails.general, subject: "General enquiry" },
    { label: "Sales & quotations", email: emails.sales, subject: "Quotation request" },
    { label: "Customer support", email: emails.support, subject: "Support request" },
  ];

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead="Visit the showroom, call us, or write to the team you need. We reply to every message within 24 hours."
      />

      <ContactIntentPanel subject={subject} position={position} />

      <FormSection
        id="message"
        eyebrow="Write to us"
        title="Send Us a Message"
        lead="Questions about a piece, a delivery or a design idea: a real person from our Lahore team answers."
        points={[
          { icon: Clock, title: "A reply within 24 hours", text: "Usually the same day during business hours." },
          {
            icon: Phone,
            title: "Rather call?",
            text: (
              <a href={telHref(settings.phone)} className={infoLinkClass}>
                {printed.phone}
              </a>
            ),
          },
          {
            icon: ShieldCheck,
            title: "Your details stay with us",
            text: "We use them only to answer you; no newsletters unless you ask.",
          },
        ]}
      >
        <h3 id="message-form-heading" className="mb-6 font-display text-2xl font-medium">
          Your message
        </h3>
        <ContactForm
          prefill={{ ...customer, subject: contactSubjectFor(subject, position?.title ?? null) }}
          messageHint={contactMessageHint(subject)}
          idempotencyKey={idempotencyKey}
          pageResult={actionData as InboxFormResult | undefined}
        />
      </FormSection>

      <InfoSection eyebrow="Talk to us" title="Get in Touch">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <li>
            <InfoContactCard icon={Phone} title="Phone" text="Orders, quotations and deliveries.">
              <a href={telHref(settings.phone)} className={`text-lg ${infoLinkClass}`}>
                {printed.phone}
              </a>
              <p className="mt-3 text-sm text-muted">
                Or chat on{" "}
                <a
                  href={settings.social.whatsapp || (whatsAppUrl(settings.whatsapp) ?? undefined)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={infoLinkClass}
                >
                  WhatsApp {printed.whatsapp}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </InfoContactCard>
          </li>
          <li>
            <InfoContactCard icon={Mail} title="E-mail">
              <dl className="grid gap-3 text-sm">
                {emailList.map((item) => (
                  <div key={item.label}>
                    <dt className="font-semibold text-espresso">{item.label}</dt>
                    <dd className="mt-0.5">
                      <a href={mailtoHref(item.email, item.subject)} className={infoLinkClass}>
                        {item.email}
                      </a>
                    </dd>
                  </div>
                ))}
              </dl>
            </InfoContactCard>
          </li>
          <li className="md:col-span-2 lg:col-span-1">
            <InfoContactCard icon={Clock} title="Business Hours" text="Showroom and phone lines, Pakistan time.">
              <dl className="grid gap-2 text-sm">
                {settings.businessHours.map((slot) => (
                  <div key={slot.days} className="flex justify-between gap-4 border-b border-line pb-2 last:border-0">
                    <dt className="font-semibold">{slot.days}</dt>
                    <dd className="text-muted">{slot.hours}</dd>
                  </div>
                ))}
              </dl>
            </InfoContactCard>
          </li>
        </ul>
      </InfoSection>

      <InfoSection
        tone="cream"
        eyebrow="Come and see us"
        title="Visit Us"
        lead="Sit on the sofas, open the drawers and run a hand over the grain."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          <li>
            <InfoContactCard
              icon={Store}
              title="Showroom"
              text="Our full collection, fabric library and design studio."
            >
              <address className="not-italic leading-relaxed">
                {address.line1}
                <br />
                {address.city}, {address.region}, {address.country}
              </address>
              <a
                href={mapsHref(showroom)}
                target="_blank"
                rel="noopener noreferrer"
                className={`mt-4 inline-flex items-center gap-2 text-sm ${infoLinkClass}`}
              >
                <MapPin className="size-4" aria-hidden="true" />
                Get directions to the showroom<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </InfoContactCard>
          </li>
          <li>
            <InfoContactCard
              icon={Factory}
              title="Lahore Factory Outlet"
              text="Workshop-direct prices on display pieces and last-of-range items."
            >
              <address className="not-italic leading-relaxed">{settings.factoryOutlet}</address>
              <a
                href={mapsHref(settings.factoryOutlet)}
                target="_blank"
                rel="noopener noreferrer"
                className={`mt-4 inline-flex items-center gap-2 text-sm ${infoLinkClass}`}
              >
                <MapPin className="size-4" aria-hidden="true" />
                Get directions to the factory outlet<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </InfoContactCard>
          </li>
        </ul>
      </InfoSection>

      <CtaBand
        className="pt-16 sm:pt-20"
        title="Looking for a Quick Answer?"
        text="Delivery times, returns, warranty and care are all covered in our help pages."
      >
        <ButtonLink to="/support" variant="light" size="lg">
          Customer Support
        </ButtonLink>
        <ButtonLink to="/track-order" variant="outline-light" size="lg">
          Track Your Order
        </ButtonLink>
      </CtaBand>
    </>
  );
}
