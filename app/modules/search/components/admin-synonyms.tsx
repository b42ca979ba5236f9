import { Form, useNavigation } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { Button } from "~/components/ui/button";
import { Field, FormError, inputClass } from "~/components/ui/field";
import { SYNONYM_GROUP_MAX, SYNONYM_TEXT_MAX, synonymText } from "~/modules/catalog/synonym-words";
import type { SynonymGroup } from "../admin-synonyms.server";

/** What a form shows back after its post: its own words and error, not another form's. */
function echo(result: AdminActionResult | undefined, key: string) {
  return result?.intent === key ? { value: result.values?.words, error: result.errors?.words } : {};
}

/**
 * The form to add a group: 'chowki = stool'. Works without JavaScript; posted whole. `start` is a
 * search that found nothing, chosen from the list ('takht = '): typed in, the cursor after it.
 */
export function AddSynonymsForm({ result, start = "" }: { result?: AdminActionResult; start?: string }) {
  const busy = useNavigation().state === "submitting";
  const shown = echo(result, "add");
  // A new key after a save empties the field for the next group.
  const saved = result?.intent === "add" && result.notice?.tone === "success";
  return (
    <Form method="post" aria-label="Add words that mean the same" className="grid gap-4">
      <input type="hidden" name="intent" value="add" />
      <Field
        key={saved ? "saved" : "typing"}
        id="synonyms-new"
        name="words"
        label="Words that mean the same"
        placeholder="chowki = stool"
        required
        maxLength={SYNONYM_TEXT_MAX}
        autoComplete="off"
        defaultValue={saved ? "" : (shown.value ?? start)}
        autoFocus={!saved && shown.value === undefined && start !== ""}
        error={shown.error}
        hint={`Separate them with =. A phrase of up to four words is one entry (centre table = coffee table); ${SYNONYM_GROUP_MAX} at most.`}
      />
      <Button type="submit" disabled={busy} className="justify-self-start">
        Add
      </Button>
    </Form>
  );
}

/** The list: each group as its own small form, to change its words or remove it. */
export function SynonymGroupList({ groups, result }: { groups: SynonymGroup[]; result?: AdminActionResult }) {
  const busy = useNavigation().state === "submitting";
  if (groups.length === 0) {
    return <p className="text-sm text-muted">No words yet: search finds only the catalogue's own words.</p>;
  }
  return (
    <ul role="list" className="grid gap-3">
      {groups.map((group) => {
        const shown = echo(result, group.id);
        const label = synonymText(group.words);
        return (
          <li key={group.id} data-testid="synonym-group">
            <Form
              method="post"
              aria-label={`Words: ${label}`}
              className="grid gap-3 rounded-xl border border-line bg-cream p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <input type="hidden" name="id" value={group.id} />
              <div className="grid gap-1.5">
                <input
                  id={`synonyms-${group.id}`}
                  name="words"
                  aria-label={`Words of the group ${label}`}
                  aria-invalid={shown.error ? true : undefined}
                  aria-describedby={shown.error ? `synonyms-${group.id}-error` : undefined}
                  required
                  maxLength={SYNONYM_TEXT_MAX}
                  autoComplete="off"
                  defaultValue={shown.value ?? label}
                  className={inputClass}
                />
                {shown.error && (
                  <FormError>
                    <span id={`synonyms-${group.id}-error`}>{shown.error}</span>
                  </FormError>
                )}
              </div>
              <div className="flex gap-2">
                <Button type="submit" name="intent" value="save" size="sm" variant="outline" disabled={busy}>
                  Save<span className="sr-only"> {label}</span>
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="remove"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  formNoValidate
                >
                  Remove<span className="sr-only"> {label}</span>
                </Button>
              </div>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
