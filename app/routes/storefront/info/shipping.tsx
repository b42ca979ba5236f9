import { PageHero } from "~/components/layout/page-hero";
import { scriptlessPage } from "~/components/layout/scriptless";
import { ButtonLink } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { InfoSection } from "~/modules/content/components/info-section";
import { InfoTable } from "~/modules/content/components/info-table";
import { deliveryNotes } from "~/modules/content/pages/shipping";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import {
  deliveryOptionColumns,
  deliveryOptionRows,
  deliveryZoneColumns,
  deliveryZoneRows,
  standardChargeText,
} from "~/modules/delivery/policy-text";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/shipping";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // Each zone's own threshold, as the Standard row says it: one figure for all would mislead Lahore or Karachi.
  const standard = loaderData?.standardCharge ? ` Standard delivery: ${loaderData.standardCharge}.` : "";
  return pageMeta(matches, {
    title: "Shipping and Delivery",
    description: `Standard, Express and White Glove delivery across Pakistan by our own teams: delivery times, zones and charges.${standard}`,
    path: "/shipping",
  });
};

/** The tables come from the stored delivery policy: what checkout charges is what this page says. */
export async function loader() {
  const policy = await getDeliveryPolicy();
  return {
    options: deliveryOptionRows(policy),
    zones: deliveryZoneRows(policy),
    standardCharge: policy.options.some((option) => option.id === "standard") ? standardChargeText(policy.zones) : null,
  };
}

export default function Shipping({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Delivery"
        title="Shipping and Delivery"
        lead="Our own trained teams deliver every order from our Lahore workshop to your door, from Lahore to Karachi, Islamabad, Peshawar, Multan and beyond, then carry it in, place it and take the packaging away."
      />

      <InfoSection
        eyebrow="Choose your pace"
        title="Delivery Options"
        lead="Times run from order confirmation and include making or finishing your piece."
      >
        <InfoTable
          caption="Delivery options with their times and charges"
          columns={deliveryOptionColumns}
          rows={loaderData.options}
        />
      </InfoSection>

      <InfoSection
        tone="cream"
        eyebrow="Where we deliver"
        title="Delivery Zones"
        lead="Transit times count business days from the day your order leaves our Lahore workshop."
      >
        <InfoTable
          caption="Delivery zones with cities, transit times and standard delivery charges"
          columns={deliveryZoneColumns}
          rows={loaderData.zones}
        />
        <p className="mt-6 max-w-3xl text-sm leading-relaxed text-muted">
          Express and White Glove charges replace the standard charge. Not sure which zone you are in? Our support team
          will confirm the charge for your address before you order.
        </p>
      </InfoSection>

      <InfoSection eyebrow="Before the big day" title="Good to Know">
        <ul className="grid gap-6 sm:grid-cols-2">
          {deliveryNotes.map((note) => (
            <li key={note.title} className="rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft">
              <h3 className="text-xl font-medium">{note.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{note.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <CtaBand
        title="Where Is My Order?"
        text="Follow your order from the workshop to your door, or ask our team about a delivery date."
      >
        <ButtonLink to="/track-order" variant="light" size="lg">
          Track Your Order
        </ButtonLink>
        <ButtonLink to="/support" variant="outline-light" size="lg">
          Contact Support
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
