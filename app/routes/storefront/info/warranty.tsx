import Check from "lucide-react/icons/check";
import { scriptlessPage } from "~/components/layout/scriptless";
import CircleX from "lucide-react/icons/circle-x";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { infoLinkClass } from "~/modules/content/components/info-links";
import { mailtoHref } from "~/utils/contact-links";
import { InfoSection } from "~/modules/content/components/info-section";
import { InfoSteps } from "~/modules/content/components/info-steps";
import { claimSteps, notCovered, warrantyTiers } from "~/modules/content/pages/warranty";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/warranty";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Warranty",
    description:
      "2 years on upholstery and mechanisms, 5 years on frames and joinery, and a lifetime warranty on solid-wood structural frames. Register within 30 days of delivery.",
    path: "/warranty",
  });

const registrationBody = "Order number:\nDelivery date:\nName:\nPhone:\nDelivery city:\n";

export default function Warranty() {
  const settings = useShopSettings();
  const supportEmail = settings.emails.support;
  return (
    <>
      <PageHero
        eyebrow="Warranty"
        title="Our Warranty"
        lead="We build furniture to be handed down, and we put that in writing. Every piece is covered by one of three warranty tiers, backed by our own repair team."
      />

      <InfoSection
        eyebrow="What is covered"
        title="Three Tiers of Cover"
        lead="Each part of a piece is covered by the tier that fits how long it should last."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {warrantyTiers.map((tier) => (
            <li
              key={tier.term}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft sm:p-8"
            >
              <p className="font-display text-5xl font-medium text-walnut">{tier.term}</p>
              <h3 className="mt-3 text-2xl font-medium">{tier.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{tier.summary}</p>
              <ul className="mt-5 grid gap-2.5 text-sm leading-relaxed text-espresso">
                {tier.covers.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection tone="cream">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">Register Within 30 Days</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">
              Register your purchase within 30 days of delivery to activate your warranty. It takes two minutes: send us
              your order number, delivery date and contact details, and we will confirm your cover in writing.
            </p>
            <p className="mt-4 leading-relaxed text-muted">
              Keep your invoice and the confirmation together; the warranty stays with the original owner.
            </p>
            <a
              href={mailtoHref(supportEmail, "Warranty registration", registrationBody)}
              className={`mt-6 inline-block text-lg ${infoLinkClass}`}
            >
              Register by e-mail at {supportEmail}
            </a>
          </div>
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">What&apos;s Not Covered</h2>
            <ul className="mt-6 grid gap-3 leading-relaxed text-espresso">
              {notCovered.map((item) => (
                <li key={item} className="flex gap-3">
                  <CircleX className="mt-1 size-4 shrink-0 text-terracotta" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </InfoSection>

      <InfoSection
        eyebrow="Something wrong?"
        title="How to Make a Claim"
        lead="Four steps, with a reply within 2 working days."
      >
        <InfoSteps steps={claimSteps} />
        <p className="mt-8 text-muted">
          Start a claim at{" "}
          <a href={mailtoHref(supportEmail, "Warranty claim")} className={infoLinkClass}>
            {supportEmail}
          </a>
          . For care tips that keep you from needing one, see our{" "}
          <Link to="/care-guide" className={infoLinkClass}>
            Furniture Care Guide
          </Link>
          .
        </p>
      </InfoSection>

      <CtaBand
        title="Questions About Your Cover?"
        text="Our support team will check your order and tell you exactly what is covered."
      >
        <ButtonLink to="/support" variant="light" size="lg">
          Contact Support
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
