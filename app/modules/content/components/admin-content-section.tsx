import Eye from "lucide-react/icons/eye";
import Save from "lucide-react/icons/save";
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from "react";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";

export const PREVIEW_PATH = "/admin/content/preview";

/** A field's name, shown value and message, for a section's inputs. */
export interface SectionFields {
  field: (name: string) => { name: string; defaultValue: string; error?: string };
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A picture field reports an upload in progress, so the section is not saved without it. */
  setUploading: (busy: boolean) => void;
}

/**
 * With JavaScript, Preview sends the drafts of every section on the page (not only this one's)
 * to the preview in a new tab, through a form of its own so that nothing is saved and this page
 * stays as it is. Without JavaScript the button posts its own section there by itself.
 */
function previewDrafts(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
  const draft = document.createElement("form");
  draft.method = "post";
  draft.action = PREVIEW_PATH;
  draft.target = "_blank";
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-home-draft]")) {
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== "string" || name === "intent") continue;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      draft.append(input);
    }
  }
  document.body.append(draft);
  draft.submit();
  draft.remove();
}

/**
 * One section of /admin/content as its own form: saved alone (intent = the section), its
 * messages under its fields and the focus on the first field in error after a refused save.
 */
export function AdminContentSection({
  intent,
  title,
  description,
  outcome,
  saved,
  version,
  previewable = false,
  children,
}: {
  intent: string;
  title: string;
  description: ReactNode;
  outcome?: AdminActionResult;
  /** The values saved: the form shows them, or what was posted when a post without JavaScript was refused. */
  saved: Record<string, string>;
  /**
   * Changes when the section's saved content does: the fields are drawn afresh with it (a removed
   * collection goes, a spare row comes back), while the form and its fetcher stay, so the save's
   * answer still reaches its toast.
   */
  version: string;
  /** Whether the section shows on the home page (and so in its preview). */
  previewable?: boolean;
  children: (fields: SectionFields) => ReactNode;
}) {
  const headingId = useId();
  const { fetcher, formRef, errors, values: posted, busy } = useAdminForm(intent, outcome, { resetOnSuccess: false });
  const [uploading, setUploading] = useState(false);
  const values = Object.keys(posted).length > 0 ? posted : saved;
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.errors) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }
  }, [fetcher.state, fetcher.data, formRef]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7"
    >
      <h2 id={headingId} className="text-2xl font-medium">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        data-home-draft={previewable ? "" : undefined}
        aria-labelledby={headingId}
        className="mt-6 grid gap-5"
      >
        <input type="hidden" name="intent" value={intent} />
        <div key={version} className="contents">
          {children({ field, values, errors, setUploading })}
        </div>
        {errors[intent] && <FormError>{errors[intent]}</FormError>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || uploading}>
            <Save className="size-4" aria-hidden="true" />
            {busy ? "Saving…" : `Save ${title.toLowerCase()}`}
          </Button>
          {previewable && (
            <Button
              type="submit"
              variant="outline"
              formAction={PREVIEW_PATH}
              formMethod="post"
              formTarget="_blank"
              onClick={previewDrafts}
            >
              <Eye className="size-4" aria-hidden="true" />
              Preview the home page
            </Button>
          )}
        </div>
      </fetcher.Form>
    </section>
  );
}
