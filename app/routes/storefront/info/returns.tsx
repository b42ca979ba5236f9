import Check from "lucide-react/icons/check";
import { scriptlessPage } from "~/components/layout/scriptless";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { CtaBand } from "~/components/ui/cta-band";
import { mailtoHref } from "~/utils/contact-links";
import { InfoSection } from "~/modules/content/components/info-section";
import { InfoSteps } from "~/modules/content/components/info-steps";
import { refundPoints, returnConditions, returnSteps } from "~/modules/content/pages/returns";
import { termsOverview } from "~/modules/terms/after-sale-terms.server";
import { listOf, returnWindows } from "~/modules/terms/terms-pages";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const windows = (loaderData?.windows ?? []).filter((window) => window.days > 0).map((window) => window.period);
  const figures = windows.length > 0 ? `Returns within ${listOf(windows)} of delivery; ` : "";
  return pageMeta(matches, {
    title: "Returns and Exchanges",
    description: `${figures}made-to-order pieces for a defect only. How to return, and how refunds work.`,
    path: "/returns",
  });
};

/** The windows as the terms set them (the admin's Returns & Warranty page): what every order's lines apply. */
export async function loader() {
  return { windows: returnWindows(await termsOverview()) };
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 grid gap-3 leading-relaxed text-espresso">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-1 size-4 shrink-0 text-sage" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function Returns({ loaderData }: Route.ComponentProps) {
  const settings = useShopSettings();
  return (
    <>
      <PageHero
        eyebrow="Returns"
        title="Returns and Exchanges"
        lead="We want you to love every piece for years. If something isn't right, returning or exchanging it should be simple, and our own team will collect it."
      />

      <InfoSection
        eyebrow="How long you have"
        title="Return Windows"
        lead="Counted from the day your order is delivered."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.windows.map((window) => (
            <li
              key={window.days}
              className="rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft sm:p-8"
            >
              <p className="font-display text-4xl font-medium text-walnut">{window.period}</p>
              <h3 className="mt-3 text-xl font-medium">{window.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{window.text}</p>
              {window.products.length > 0 && (
                <p className="mt-3 text-sm leading-relaxed text-espresso">
                  <span className="font-semibold">Pieces:</span> {window.products.join(", ")}
                </p>
              )}
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection tone="cream" eyebrow="Step by step" title="How to Return an Item">
        <InfoSteps steps={returnSteps} />
      </InfoSection>

      <InfoSection>
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">Conditions</h2>
            <Checklist items={returnConditions} />
          </div>
          <div>
            <h2 className="text-3xl leading-tight font-medium sm:text-4xl">Refunds</h2>
            <Checklist items={refundPoints} />
          </div>
        </div>
      </InfoSection>

      <CtaBand
        title="Start a Return"
        text="E-mail our support team with your order number, or call us and we will arrange everything."
      >
        <a
          href={mailtoHref(settings.emails.support, "Return request", "Order number:\nItems to return:\nReason:\n")}
          className={buttonClass({ variant: "light", size: "lg" })}
        >
          E-mail Support
        </a>
        <ButtonLink to="/support" variant="outline-light" size="lg">
          More Ways to Reach Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
