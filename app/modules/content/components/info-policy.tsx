import { Container } from "~/components/ui/container";
import { Prose } from "~/components/ui/prose";
import { useShopPhones, useShopSettings } from "~/modules/settings/use-shop-settings";
import { mailtoHref, telHref } from "~/utils/contact-links";
import { InfoTable } from "./info-table";

/** A paragraph, a bulleted list, a sub-heading (h3) or a small table inside a policy section. */
export type PolicyBlock =
  | string
  | { list: readonly string[] }
  | { heading: string }
  | { table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] } };

export interface PolicySection {
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

const contactId = "contact-us";

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("heading" in block) return <h3>{block.heading}</h3>;
  if ("table" in block) {
    return (
      <div className="my-6">
        <InfoTable {...block.table} />
      </div>
    );
  }
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The body of a legal page: an "On this page" index beside the policy text, ending with how to reach us. */
export function InfoPolicy({
  sections,
  contactIntro,
  emailSubject,
}: {
  sections: readonly PolicySection[];
  /** The first sentence of the closing "Contact us" section. */
  contactIntro: string;
  emailSubject: string;
}) {
  const settings = useShopSettings();
  const printed = useShopPhones();
  const { address } = settings;
  const index = [...sections, { id: contactId, title: "Contact us" }];
  return (
    <Container className="grid grid-cols-1 gap-10 py-16 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
      <nav
        aria-label="On this page"
        className="rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft lg:sticky lg:top-32 lg:self-start"
      >
        <p className="text-xs font-bold tracking-[0.2em] text-terracotta uppercase">On this page</p>
        <ol className="mt-4 grid gap-2.5 text-sm">
          {index.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-muted transition-colors hover:text-walnut hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose className="[&>section:first-child>h2]:mt-0">
        {sections.map((section) => (
          <section key={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
        <section>
          <h2 id={contactId}>Contact us</h2>
          <p>
            {contactIntro} Write to us at{" "}
            <a href={mailtoHref(settings.emails.general, emailSubject)}>{settings.emails.general}</a>, call{" "}
            <a href={telHref(settings.phone)}>{printed.phone}</a>, or write to {settings.name}, {address.line1},{" "}
            {address.city}, {address.region}, {address.country}.
          </p>
        </section>
      </Prose>
    </Container>
  );
}
