import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice } from "~/components/admin/admin-panel";
import { Field, TextAreaField } from "~/components/ui/field";
import { formFromCompanyContent, LIST_MAX, listRows, type CompanyList } from "../company-content-form";
import type { CompanyContent, CompanySection } from "../company-content.schema";
import { AdminContentSection, type SectionFields } from "./admin-content-section";

interface SectionProps {
  saved: Record<string, string>;
  version: string;
  outcome?: AdminActionResult;
}

const rows = (count: number) => Array.from({ length: count }, (_, row) => row);

/** The story's opening line, its paragraphs and the founders' quote. */
function StorySection(props: SectionProps) {
  return (
    <AdminContentSection
      intent="story"
      title="Story and quote"
      description="The About and Our Story pages tell it; the quote also shows on the home page. Leave a field empty to leave it out."
      {...props}
    >
      {({ field }) => (
        <div className="grid gap-5">
          <TextAreaField label="Opening line" rows={2} maxLength={400} {...field("story.lead")} />
          <TextAreaField
            label="The story"
            rows={10}
            hint="A blank line between two paragraphs; at most 5 paragraphs of 1,200 characters."
            {...field("story.paragraphs")}
          />
          <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
            <TextAreaField label="Quote" rows={2} maxLength={300} {...field("story.quote")} />
            <Field
              label="Whose words"
              maxLength={80}
              hint="Such as 'Imran Qureshi, founder'."
              {...field("story.quoteBy")}
            />
          </div>
        </div>
      )}
    </AdminContentSection>
  );
}

/** One list's rows (saved ones and spares), each a fieldset of its fields. */
function ListRows({
  list,
  count,
  noun,
  fields,
  children,
}: {
  list: CompanyList;
  count: number;
  noun: string;
  fields: SectionFields;
  children: (name: (field: string) => ReturnType<SectionFields["field"]>, row: number) => React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      {rows(count).map((row) => (
        <fieldset key={row} className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-6">
          <legend className="px-1 text-sm font-semibold text-espresso">
            {noun} {row + 1}
          </legend>
          {children((name) => fields.field(`${list}.${row}.${name}`), row)}
        </fieldset>
      ))}
    </div>
  );
}

const emptyRule = (noun: string, list: CompanyList) =>
  `Clear every field of a ${noun} to remove it; at most ${LIST_MAX[list]}. With none, the page leaves the section out.`;

function MilestonesSection({ count, ...props }: SectionProps & { count: number }) {
  return (
    <AdminContentSection
      intent="milestones"
      title="Milestones"
      description={`The Our Story page's timeline, oldest first. ${emptyRule("milestone", "milestones")}`}
      {...props}
    >
      {(fields) => (
        <ListRows list="milestones" count={count} noun="Milestone" fields={fields}>
          {(field) => (
            <>
              <Field label="Year" inputMode="numeric" maxLength={4} {...field("year")} />
              <Field label="Title" maxLength={80} className="sm:col-span-5" {...field("title")} />
              <TextAreaField
                label="What happened"
                rows={2}
                maxLength={400}
                className="sm:col-span-6"
                {...field("text")}
              />
            </>
          )}
        </ListRows>
      )}
    </AdminContentSection>
  );
}

function PressSection({ count, ...props }: SectionProps & { count: number }) {
  return (
    <AdminContentSection
      intent="press"
      title="Press releases"
      description={`The Press page's releases, newest first. ${emptyRule("release", "press")}`}
      {...props}
    >
      {(fields) => (
        <ListRows list="press" count={count} noun="Release" fields={fields}>
          {(field) => (
            <>
              <Field label="Date" type="date" className="sm:col-span-2" {...field("date")} />
              <Field label="Title" maxLength={160} className="sm:col-span-4" {...field("title")} />
              <TextAreaField label="Summary" rows={3} maxLength={600} className="sm:col-span-6" {...field("summary")} />
            </>
          )}
        </ListRows>
      )}
    </AdminContentSection>
  );
}

function PositionsSection({ count, ...props }: SectionProps & { count: number }) {
  return (
    <AdminContentSection
      intent="positions"
      title="Open positions"
      description={`The Careers page's openings; applications arrive in the inbox. ${emptyRule("position", "positions")}`}
      {...props}
    >
      {(fields) => (
        <ListRows list="positions" count={count} noun="Position" fields={fields}>
          {(field) => (
            <>
              <Field label="Title" maxLength={80} className="sm:col-span-3" {...field("title")} />
              <Field label="Team" maxLength={60} className="sm:col-span-3" {...field("team")} />
              <Field label="Location" maxLength={60} className="sm:col-span-2" {...field("location")} />
              <Field
                label="Type"
                maxLength={30}
                hint="Such as Full-time."
                className="sm:col-span-2"
                {...field("type")}
              />
              <Field label="Experience" maxLength={80} className="sm:col-span-2" {...field("experience")} />
              <TextAreaField label="Summary" rows={2} maxLength={300} className="sm:col-span-6" {...field("summary")} />
              <TextAreaField
                label="What the person will do"
                rows={4}
                hint="One duty per line, at most 6."
                className="sm:col-span-6"
                {...field("duties")}
              />
            </>
          )}
        </ListRows>
      )}
    </AdminContentSection>
  );
}

/**
 * /admin/company: what the shop says about itself on the About, Our Story, Press and Careers
 * pages, each section its own form (issue 33, part 6: every claim is the owner's to edit or remove).
 */
export function AdminCompanyContent({ content, outcome }: { content: CompanyContent; outcome?: AdminActionResult }) {
  const saved = formFromCompanyContent(content);
  const version = (section: CompanySection) => JSON.stringify(content[section]);
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-3xl font-medium sm:text-4xl">Company pages</h2>
        <p className="mt-2 max-w-3xl text-muted">
          Your story, milestones, press releases and open positions. Until you save a section, it shows the demo&apos;s
          invented text: replace it with yours or clear it. The year the business was founded is in Settings.
        </p>
      </div>
      <AdminActionNotice result={outcome} />
      <StorySection version={version("story")} saved={saved} outcome={outcome} />
      <MilestonesSection
        version={version("milestones")}
        saved={saved}
        outcome={outcome}
        count={listRows("milestones", content.milestones.length)}
      />
      <PressSection
        version={version("press")}
        saved={saved}
        outcome={outcome}
        count={listRows("press", content.press.length)}
      />
      <PositionsSection
        version={version("positions")}
        saved={saved}
        outcome={outcome}
        count={listRows("positions", content.positions.length)}
      />
    </div>
  );
}
