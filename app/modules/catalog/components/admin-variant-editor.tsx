import Plus from "lucide-react/icons/plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useEffect, useRef } from "react";
import { AdminSaveBar } from "~/components/admin/admin-save-bar";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { formatPrice } from "~/utils/money";
import type { VariantEditor } from "../variant-editor";
import type { VariantEditorResult } from "../variant-editor-form";
import { MAX_OPTIONS } from "../variants";
import { VariantMatrix } from "./admin-variant-matrix";
import { OptionFieldset } from "./admin-variant-options";

/**
 * A product's options and variants in one form that works without JavaScript: every button is a
 * submit the action answers with the edited form (nothing stored), and Save stores it all. After
 * each answer the focus goes to its notice, or to the field the edit added.
 */
export function VariantEditorForm({
  saved,
  basePrice,
  pictures,
  outcome,
}: {
  saved: VariantEditor;
  basePrice: number;
  /** The product's pictures, which a value may be shown with. */
  pictures: string[];
  outcome?: VariantEditorResult;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const editor = outcome?.editor ?? saved;
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!outcome?.revision) return;
    const target = outcome.focus ? document.getElementById(outcome.focus) : noticeRef.current;
    target?.focus();
    target?.scrollIntoView({ block: "center" });
  }, [outcome?.revision, outcome?.focus]);

  return (
    <div className="grid gap-6">
      <div ref={noticeRef} tabIndex={-1} className="scroll-mt-24 rounded-2xl focus:outline-none">
        {outcome?.notice && (
          <Notice tone={outcome.notice.tone} title={outcome.notice.title}>
            <p>{outcome.notice.text}</p>
          </Notice>
        )}
      </div>
      {/* Drawn afresh for each answer: the fields show its values, not what the browser kept. */}
      <Form method="post" noValidate preventScrollReset key={outcome?.revision ?? "saved"} className="grid gap-8 pb-4">
        {/* The first submit button is the one Enter presses: update the table, never a Remove. */}
        <button type="submit" name="intent" value="redraw" tabIndex={-1} aria-hidden="true" className="sr-only">
          Update the variants
        </button>
        <section aria-labelledby="variant-options-heading" className="grid gap-4">
          <div>
            <h3 id="variant-options-heading" className="text-2xl font-medium">
              Options
            </h3>
            <p className="mt-1 max-w-3xl text-sm text-muted">
              Up to {MAX_OPTIONS} options, such as Fabric, Finish or Size, each with its values in the order the product
              page shows them. A value may add to the base price of {formatPrice(basePrice)} (or, negative, take off
              it). Swatches show each value&apos;s colour. Tick the pictures that show a value: its variants show them
              on the product page (none ticked: the product&apos;s own).
            </p>
          </div>
          {editor.options.map((option, index) => (
            <OptionFieldset key={index} option={option} index={index} pictures={pictures} />
          ))}
          {editor.options.length === 0 && (
            <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-muted">
              This product is sold as one piece. Add an option to sell it in fabrics, finishes or sizes.
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {editor.options.length < MAX_OPTIONS && (
              <Button type="submit" name="intent" value="add-option" variant="outline" size="sm">
                <Plus className="size-4" aria-hidden="true" />
                Add an option
              </Button>
            )}
            <Button type="submit" name="intent" value="redraw" variant="outline" size="sm">
              <RefreshCw className="size-4" aria-hidden="true" />
              Update the variants
            </Button>
          </div>
        </section>

        <VariantMatrix editor={editor} basePrice={basePrice} />

        <AdminSaveBar
          note="The product page shows the variants as soon as they are saved."
          label="Save Variants"
          saving={saving}
        />
      </Form>
    </div>
  );
}
