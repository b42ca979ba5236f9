import type { AdminActionResult } from "~/components/admin/admin-action";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import { MAX_COLLECTIONS } from "../home-content.schema";
import { AdminContentSection } from "./admin-content-section";
import { AdminPictureField } from "./admin-picture-field";

/** How many collections the form holds: those saved (or posted), and one more to add while there is room. */
function collectionRows(values: Record<string, string>) {
  let count = 0;
  for (const name of Object.keys(values)) {
    const match = /^collections\.(\d+)\./.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return { count, rows: Array.from({ length: Math.min(count + 1, MAX_COLLECTIONS) }, (_, row) => row) };
}

/**
 * The featured collections: 1 to 4 cards, each showing one category (its link, and its
 * 'From ₨ …', the cheapest active product, computed). A new card is added by filling in the
 * empty one; a card is taken off with its 'Remove' box.
 */
export function CollectionsSection({
  saved,
  version,
  outcome,
  categories,
}: {
  saved: Record<string, string>;
  version: string;
  outcome?: AdminActionResult;
  categories: { name: string; slug: string }[];
}) {
  const options = categories.map((category) => ({ value: category.slug, label: category.name }));
  return (
    <AdminContentSection
      intent="collections"
      title="Collections"
      description={`The featured collections, 1 to ${MAX_COLLECTIONS}. Each leads to its category; its 'From ₨' price is that category's cheapest product for sale.`}
      saved={saved}
      version={version}
      outcome={outcome}
      previewable
    >
      {({ field, values, setUploading }) => {
        const { count, rows } = collectionRows(values);
        return rows.map((row) => {
          const name = (key: string) => `collections.${row}.${key}`;
          const isNew = row >= count;
          const label = isNew ? "New collection (optional)" : `Collection ${row + 1}`;
          return (
            <fieldset key={row} className="grid min-w-0 gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-semibold text-espresso">{label}</legend>
              {isNew && (
                <p className="text-sm text-muted sm:col-span-2">
                  Fill this in to add a collection; leave it empty to skip.
                </p>
              )}
              <Field label={`${label}: title`} maxLength={80} {...field(name("title"))} />
              <Field label={`${label}: subtitle`} maxLength={80} {...field(name("subtitle"))} />
              <TextAreaField
                label={`${label}: description`}
                rows={3}
                maxLength={400}
                className="sm:col-span-2"
                {...field(name("description"))}
              />
              <Field
                label={`${label}: tag`}
                maxLength={30}
                hint="A badge such as 'Best Seller'; blank for none."
                {...field(name("tag"))}
              />
              <SelectField
                label={`${label}: category`}
                placeholder="Choose a category"
                options={options}
                {...field(name("category"))}
              />
              <AdminPictureField label={`${label}: picture`} {...field(name("image"))} onBusyChange={setUploading} />
              <Field
                label={`${label}: picture description`}
                maxLength={200}
                className="sm:col-span-2"
                hint="What the picture shows, for visitors who cannot see it."
                {...field(name("imageAlt"))}
              />
              {!isNew && (
                <label className="flex items-center gap-2 text-sm font-medium text-espresso sm:col-span-2">
                  <input
                    type="checkbox"
                    name={name("remove")}
                    defaultChecked={values[name("remove")] === "on"}
                    className="size-4 accent-walnut"
                  />
                  Remove this collection when saving
                </label>
              )}
            </fieldset>
          );
        });
      }}
    </AdminContentSection>
  );
}
