import type { AdminActionResult } from "~/components/admin/admin-action";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { STAT_SOURCE_LABELS, STAT_SOURCES } from "../stat-figures";
import { MAX_STATS, SERVICE_COUNT } from "../home-content.schema";
import { SERVICE_SLOTS } from "../home";
import { AdminContentSection } from "./admin-content-section";
import { AdminPictureField } from "./admin-picture-field";

interface SectionProps {
  saved: Record<string, string>;
  version: string;
  outcome?: AdminActionResult;
}

const STAT_CHOICES = [
  { value: "", label: "Typed below" },
  ...STAT_SOURCES.map((source) => ({ value: source, label: STAT_SOURCE_LABELS[source] })),
];

const rows = (count: number) => Array.from({ length: count }, (_, row) => row);

/** The hero: title, tagline (blank: the shop's) and the background picture. */
export function HeroSection({ saved, version, outcome, shopTagline }: SectionProps & { shopTagline: string }) {
  return (
    <AdminContentSection
      intent="hero"
      title="Hero"
      description="The first thing a visitor sees: the big title over the picture, and the line under it."
      saved={saved}
      version={version}
      outcome={outcome}
      previewable
    >
      {({ field, setUploading }) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Title" required maxLength={120} className="sm:col-span-2" {...field("hero.title")} />
          <TextAreaField
            label="Tagline"
            rows={2}
            maxLength={240}
            className="sm:col-span-2"
            hint={`Leave blank to show the shop's tagline from Settings: “${shopTagline}”`}
            {...field("hero.tagline")}
          />
          <AdminPictureField label="Hero picture" {...field("hero.image")} onBusyChange={setUploading} />
          <Field
            label="Hero picture description"
            maxLength={200}
            className="sm:col-span-2"
            hint="For visitors who cannot see it. Leave blank if the picture is only a backdrop."
            {...field("hero.imageAlt")}
          />
        </div>
      )}
    </AdminContentSection>
  );
}

/** The headline figures: up to six, a blank row is left out. */
export function StatsSection({ saved, version, outcome }: SectionProps) {
  return (
    <AdminContentSection
      intent="stats"
      title="Statistics"
      description={`The figures under the hero (and on the About page): 1 to ${MAX_STATS}. Leave a row blank to leave it out. A figure the shop can count (products, projects, years, cities) stays true by itself; a typed one may not claim more than the shop has.`}
      saved={saved}
      version={version}
      outcome={outcome}
      previewable
    >
      {({ field }) => (
        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-[14rem_10rem_1fr]">
          {rows(MAX_STATS).map((row) => (
            <fieldset key={row} className="contents">
              <legend className="sr-only">Statistic {row + 1}</legend>
              <SelectField label={`Figure ${row + 1} is`} options={STAT_CHOICES} {...field(`stats.${row}.source`)} />
              <Field
                label={`Typed figure ${row + 1}`}
                maxLength={12}
                hint={row === 0 ? "Used only when typed." : undefined}
                {...field(`stats.${row}.value`)}
              />
              <Field label={`Label ${row + 1}`} maxLength={40} {...field(`stats.${row}.label`)} />
            </fieldset>
          ))}
        </div>
      )}
    </AdminContentSection>
  );
}

const servicePages = ["Interior design", "Custom furniture", "Home styling", "Delivery and setup"];

/** The four services: the owner's words; each keeps its icon and its page. */
export function ServicesSection({ saved, version, outcome }: SectionProps) {
  return (
    <AdminContentSection
      intent="services"
      title="Services"
      description="The four service cards. Each keeps its icon and its 'Learn More' page."
      saved={saved}
      version={version}
      outcome={outcome}
      previewable
    >
      {({ field }) => (
        <div className="grid gap-5 lg:grid-cols-2">
          {rows(SERVICE_COUNT).map((row) => (
            <fieldset key={row} className="grid min-w-0 gap-4 rounded-2xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold text-espresso">
                Service {row + 1}: {servicePages[row]} ({SERVICE_SLOTS[row]!.to})
              </legend>
              <Field label={`Service ${row + 1} title`} required maxLength={60} {...field(`services.${row}.title`)} />
              <TextAreaField
                label={`Service ${row + 1} description`}
                rows={3}
                maxLength={300}
                {...field(`services.${row}.description`)}
              />
              <TextAreaField
                label={`Service ${row + 1} features`}
                rows={3}
                hint="One per line, up to five."
                {...field(`services.${row}.features`)}
              />
            </fieldset>
          ))}
        </div>
      )}
    </AdminContentSection>
  );
}
