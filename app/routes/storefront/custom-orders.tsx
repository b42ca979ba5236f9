import { randomUUID } from "node:crypto";
import ArrowDown from "lucide-react/icons/arrow-down";
import Clock from "lucide-react/icons/clock";
import FileCheck from "lucide-react/icons/file-check";
import FolderOpen from "lucide-react/icons/folder-open";
import MessagesSquare from "lucide-react/icons/messages-square";
import PencilRuler from "lucide-react/icons/pencil-ruler";
import Truck from "lucide-react/icons/truck";
import { PageHero } from "~/components/layout/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "~/components/ui/section-heading";
import { formatPakistaniPhone } from "~/utils/phone";
import { getSessionUser } from "~/modules/accounts/session.server";
import { CustomOrderForm } from "~/modules/made-to-order/components/custom-order-form";
import { handleCustomRequestPage } from "~/modules/made-to-order/request-action.server";
import { REQUEST_FORM } from "~/modules/made-to-order/request-limits";
import type { CustomRequestResult } from "~/modules/made-to-order/request-result";
import type { FormHandle } from "~/utils/form-limits";
import { getHomeContent } from "~/modules/content/home-content.server";
import { shopFigures } from "~/modules/content/shop-figures.server";
import { shownStats } from "~/modules/content/stat-figures";
import { ServiceCta } from "~/modules/content/components/service-cta";
import { OfferCards } from "~/modules/content/components/service-offer-cards";
import { ProcessSteps } from "~/modules/content/components/service-process";
import {
  customOrderProcess,
  customOrdersHero,
  customOrderStats,
  customServices,
  workshopCraft,
} from "~/modules/content/pages/custom-orders";
import { FormSection, type FormSectionPoint } from "~/modules/inbox/components/form-section";
import { allFree, consultationPrices, withConsultationPrices } from "~/modules/settings/consultation-fees";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { typedWords } from "~/modules/catalog/search-terms";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/custom-orders";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Custom Orders",
    description:
      "Made-to-measure furniture in sheesham, walnut and teak (4-8 weeks), complete interior projects (6-12 weeks) and design consultations (1-2 weeks), built in our Lahore workshop and delivered across Pakistan.",
    path: "/custom-orders",
  });

const requestPoints: FormSectionPoint[] = [
  { icon: Clock, title: "A reply within 24 hours", text: "A designer reads every request and calls or writes back." },
  {
    icon: PencilRuler,
    title: "Drawings before anything is built",
    text: "You approve the sizes, the samples and the price first.",
  },
  {
    icon: FileCheck,
    title: "Your quote on your own page",
    text: "A private link by e-mail: read the quote, ask questions and accept it there. No account needed.",
  },
  { icon: Truck, title: "Delivered across Pakistan", text: "Our own team delivers, assembles and places it." },
];

/** Six photos and the fields, for the page's own post (no JavaScript): the host reads this before the action runs. */
export const handle: FormHandle = { form: REQUEST_FORM };

/** The description a search's words start: letters and digits only, as search keeps them. */
function wantedPiece(query: string | null) {
  const words = typedWords(query ?? "").join(" ");
  return words ? { description: `I am looking for: ${words}.` } : {};
}

export async function loader({ request }: Route.LoaderArgs) {
  const [user, home, figures] = await Promise.all([getSessionUser(request), getHomeContent(), shopFigures()]);
  return {
    stats: customOrderStats(shownStats(home.stats, figures), figures.cities),
    // No account needed (DECISIONS); a signed-in customer's details are filled in, and the piece
    // a search found nothing for (/custom-orders?for=takht, from the empty results).
    prefill: {
      ...(user
        ? { name: user.name, email: user.email, phone: user.phone ? formatPakistaniPhone(user.phone) : "" }
        : {}),
      ...wantedPiece(new URL(request.url).searchParams.get("for")),
    },
    // One key per visit of the form: a double click or a resent form is one request.
    idempotencyKey: randomUUID(),
  };
}

export const action = ({ request }: Route.ActionArgs) => handleCustomRequestPage(request);

export default function CustomOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { prefill, idempotencyKey, stats } = loaderData;
  const { consultationFees } = useShopSettings();
  return (
    <>
      <PageHero eyebrow={customOrdersHero.eyebrow} title={customOrdersHero.title} lead={customOrdersHero.lead}>
        {stats.length > 0 && (
          <dl className="mt-10 flex flex-wrap gap-x-12 gap-y-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="text-sm font-medium text-muted">{stat.label}</dt>
                <dd className="font-display text-4xl font-medium text-walnut sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <ButtonLink to="#request" size="lg" className="self-start">
            Request a Custom Piece <ArrowDown className="size-4" aria-hidden="true" />
          </ButtonLink>
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-line bg-linen px-4 py-2 text-sm font-semibold text-walnut">
            <Clock className="size-4 shrink-0" aria-hidden="true" />A designer replies to every request within 24 hours.
          </p>
        </div>
      </PageHero>

      <FormSection
        id="request"
        eyebrow="Start your project"
        title="Request a Custom Piece"
        lead="Tell us what you have in mind. There is no cost and no commitment until you approve the design and the quote."
        points={requestPoints}
      >
        {/* Its heading is the form's: "Tell us about your project", or the sent request's number. */}
        <CustomOrderForm
          prefill={prefill}
          idempotencyKey={idempotencyKey}
          pageResult={actionData as CustomRequestResult | undefined}
        />
      </FormSection>

      <section className="py-20 sm:py-24">
        <Container>
          <SectionHeading
            eyebrow="What we make"
            title="Custom Services"
            lead="Whether it is one heirloom piece or a whole home, you work with a designer from the first sketch to delivery day."
          />
          <OfferCards offers={withConsultationPrices(customServices, consultationFees)} className="mt-12" />
        </Container>
      </section>

      <section className="bg-cream py-20 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line shadow-soft">
            <ResponsiveImage
              src={workshopCraft.image}
              alt={workshopCraft.imageAlt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </div>
          <div>
            <SectionHeading align="left" eyebrow="Craft" title={workshopCraft.title} lead={workshopCraft.lead} />
            <dl className="mt-8 grid gap-5 sm:grid-cols-2">
              {workshopCraft.materials.map((material) => (
                <div key={material.name} className="border-l-2 border-brass pl-4">
                  <dt className="font-display text-lg font-medium text-espresso">{material.name}</dt>
                  <dd className="mt-1 text-sm leading-relaxed text-muted">{material.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Container>
      </section>

      <ProcessSteps
        eyebrow="Our process"
        title="Five Steps to Your Piece"
        lead="Nothing goes into production until you have seen the drawings, held the samples and approved the price."
        steps={customOrderProcess}
      />

      <ServiceCta
        title="Rather Talk It Through First?"
        text={
          allFree(consultationFees)
            ? "Book a free consultation: a designer visits the showroom with you or comes to your home, with samples and sketches."
            : `Book a consultation (${consultationPrices(consultationFees)}): a designer visits the showroom with you or comes to your home, with samples and sketches.`
        }
      >
        <ButtonLink to="/consultations?type=showroom" variant="light" size="lg">
          <MessagesSquare className="size-4" aria-hidden="true" /> Book a Consultation
        </ButtonLink>
        <ButtonLink to="/projects" variant="outline-light" size="lg">
          <FolderOpen className="size-4" aria-hidden="true" /> View Our Projects
        </ButtonLink>
      </ServiceCta>
    </>
  );
}
