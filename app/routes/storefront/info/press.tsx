import Mail from "lucide-react/icons/mail";
import { scriptlessPage } from "~/components/layout/scriptless";
import { PageHero } from "~/components/layout/page-hero";
import { infoLinkClass } from "~/modules/content/components/info-links";
import { mailtoHref } from "~/utils/contact-links";
import { InfoSection } from "~/modules/content/components/info-section";
import { getCompanyContent } from "~/modules/content/company-content.server";
import { mediaKit } from "~/modules/content/pages/press";
import { formatShopDate } from "~/utils/shop-time";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/press";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Press Center",
    description:
      "Press releases, brand guidelines, logos, product photography and founder biographies, with a press team that replies within 24 hours.",
    path: "/press",
  });

/** The owner's press releases (/admin/company), newest first. */
export async function loader() {
  const { press } = await getCompanyContent();
  return { releases: [...press].sort((a, b) => b.date.localeCompare(a.date)) };
}

export default function Press({ loaderData }: Route.ComponentProps) {
  const settings = useShopSettings();
  const pressEmail = settings.emails.general;
  return (
    <>
      <PageHero
        eyebrow="Press"
        title="Press Center"
        lead={`News, images and background on ${settings.name} for journalists, editors and content creators. Our press team answers every request within 24 hours.`}
      >
        <p className="mt-8 flex flex-wrap items-center gap-2 text-espresso">
          <Mail className="size-5 text-walnut" aria-hidden="true" />
          <span>Press enquiries:</span>
          <a href={mailtoHref(pressEmail, "Press enquiry")} className={infoLinkClass}>
            {pressEmail}
          </a>
        </p>
      </PageHero>

      {loaderData.releases.length > 0 && (
        <InfoSection eyebrow="Newsroom" title="Press Releases" lead="Our latest announcements, newest first.">
          <ul className="grid gap-6 md:grid-cols-2">
            {loaderData.releases.map((release, index) => (
              <li key={index}>
                <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft sm:p-8">
                  <time
                    dateTime={release.date}
                    className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase"
                  >
                    {formatShopDate(release.date)}
                  </time>
                  <h3 className="mt-3 text-2xl leading-snug font-medium">{release.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{release.summary}</p>
                  <a
                    href={mailtoHref(pressEmail, `Press release: ${release.title}`)}
                    className={`mt-auto self-start pt-6 text-sm ${infoLinkClass}`}
                  >
                    Request the full release<span className="sr-only">: {release.title}</span>
                  </a>
                </article>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}

      <InfoSection
        tone="cream"
        eyebrow="Resources"
        title="Media Kit"
        lead="Everything you need to write about us. Files are sent by our press team so you always receive the latest versions."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mediaKit.map(({ icon: Icon, title, format, text }) => (
            <li
              key={title}
              className="flex flex-col rounded-[var(--radius-card)] border border-line bg-linen p-7 shadow-soft"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-cream text-walnut">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-medium">{title}</h3>
              <p className="mt-1 text-sm font-semibold text-espresso">{format}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{text}</p>
              <a
                href={mailtoHref(pressEmail, `Media kit request: ${title}`)}
                className={`mt-auto self-start pt-6 text-sm ${infoLinkClass}`}
              >
                Request from our press team<span className="sr-only">: {title}</span>
              </a>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection>
        <div className="mx-auto max-w-3xl rounded-[var(--radius-card)] border border-line bg-linen p-8 text-center shadow-soft sm:p-12">
          <h2 className="text-3xl font-medium sm:text-4xl">Press Contact</h2>
          <p className="mt-4 leading-relaxed text-muted">
            Mahnoor Aslam, Communications Lead, arranges interviews with our founders and designers, showroom and
            workshop visits in Lahore, and loans of pieces for shoots and editorials.
          </p>
          <a href={mailtoHref(pressEmail, "Press enquiry")} className={`mt-6 inline-block text-lg ${infoLinkClass}`}>
            {pressEmail}
          </a>
        </div>
      </InfoSection>
    </>
  );
}

// Text, pictures and links only: sent without JavaScript.
export const handle = scriptlessPage;
