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
import { claimSteps, notCovered } from "~/modules/content/pages/warranty";
import { termsOverview } from "~/modules/terms/after-sale-terms.server";
import { listOf, roomsText, warrantyTiers } from "~/modules/terms/terms-pages";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/warranty";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tiers = (loaderData?.tiers ?? []).map(
    (tier) => `${tier.term.toLowerCase()} on ${listOf(tier.parts.map((part) => part.label.toLowerCase()))}`,
  );
  return pageMeta(matches, {
    title: "Warranty",
    description: `${tiers.length > 0 ? `Our warranty: ${tiers.join("; ")}. ` : ""}Register within 30 days of delivery.`,
    path: "/warranty",
  });
};

/** The tiers as the terms set them (the admin's Returns & Warranty page): what every order's lines carry. */
export async function loader() {
  const overview = await termsOverview();
  return { tiers: warrantyTiers(overview), rooms: overview.categories.length };
}

/** As many columns as tiers, up to four: no card left alone on a row of its own. */
const TIER_COLUMNS: Record<number, string> = {
  0: "",
  1: "",
  2: "md:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "md:grid-cols-2 xl:grid-cols-4",
};

const registrationBody = "Order number:\nDelivery date:\nName:\nPhone:\nDelivery city:\n";

export default function Warranty({ loaderData }: Route.ComponentProps) {
  const settings = useShopSettings();
  const supportEmail = settings.emails.support;
  return (
    <>
      <PageHero
        eyebrow="Warranty"
        title="Our Warranty"
        lead="We build furniture to be handed down, and we put that in writing. Every part of every piece has its term of cover, printed on your invoice and backed by our own repair team."
      />

      <InfoSection
        eyebrow="What is covered"
        title={loaderData.tiers.length === 1 ? "One Term of Cover" : `${loaderData.tiers.length} Terms of Cover`}
        lead="Each part of a piece is covered for as long as it should last. Your invoice lists the cover of every piece you bought."
      >
        <ul className={`grid gap-6 ${TIER_COLUMNS[Math.min(loaderData.tiers.length, 4)]}`}>
          {loaderData.tiers.map((tier) => (
            <li
              key={tier.term}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft sm:p-8"
            >
              <p className="font-display text-5xl font-medium text-walnut">{tier.term}</p>
              {tier.parts.map((part) => (
                <div key={part.part} className="mt-5">
                  <h3 className="text-2xl font-medium">{part.label}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">
                    {[roomsText(part.categories, loaderData.rooms), ...part.products].filter(Boolean).join("; ")}
                  </p>
                  <ul className="mt-3 grid gap-2.5 text-sm leading-relaxed text-espresso">
                    {part.covers.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden="true" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
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
