import { randomUUID } from "node:crypto";
import { eq, isNull, and } from "drizzle-orm";
import { data } from "react-router";
import { failed, succeeded } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { changingSharedPages } from "~/utils/shared-page-changes.server";
import { variantChanges } from "./variant-audit";
import { editorWithMatrix, redrawnRows, toDraft, withProductPictures, type VariantEditor } from "./variant-editor";
import {
  applyBulk,
  editOptions,
  editorIntent,
  readBulk,
  readEditorForm,
  type VariantEditorResult,
} from "./variant-editor-form";
import { MAX_VARIANTS } from "./variants";
import { loadVariantSet, saveVariantSet } from "./variants.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The product whose variants are edited: what the editor's page and its suggestions need. */
export interface VariantProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  isActive: boolean;
  /** Its pictures: those a value may be shown with. */
  images: string[];
}

/** The stem of the SKUs the editor suggests: the product's address, upper-cased. */
export const skuStem = (product: Pick<VariantProduct, "slug">) =>
  product.slug
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 24) || "P";

async function findProduct(id: string): Promise<VariantProduct | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db()
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      isActive: products.isActive,
      images: products.images,
    })
    .from(products)
    .where(and(eq(products.id, id.toLowerCase()), isNull(products.archivedAt)));
  return row ?? null;
}

/** The editor's page: the product, and its options and variants as stored; a 404 for no such product. */
export async function loadVariantEditor(request: Request, id: string) {
  await requireAdmin(request);
  const product = await findProduct(id);
  if (!product) throw data("Product not found", { status: 404 });
  return { product, editor: editorWithMatrix(await loadVariantSet(db(), product.id), skuStem(product)) };
}

export type SaveOutcome = { ok: true; editor: VariantEditor; changed: boolean } | { ok: false; message: string };

/**
 * Stores the editor's options and variants with their audit entry, in one transaction that holds
 * the product's row (two saves do not interleave), or stores nothing and says why.
 */
export async function saveVariantEditor(product: VariantProduct, editor: VariantEditor, by: AuditActor) {
  // Values added and saved straight away are sold, like those the owner drew the matrix for.
  const rows = redrawnRows(editor, skuStem(product));
  if (!rows)
    return {
      ok: false,
      message: `A product has at most ${MAX_VARIANTS} variants: remove some values.`,
    } satisfies SaveOutcome;
  const drafted = toDraft({ ...editor, rows });
  if (!drafted.ok) return { ok: false, message: drafted.message } satisfies SaveOutcome;
  const saving = db().transaction(async (tx): Promise<SaveOutcome> => {
    const [locked] = await tx
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, product.id))
      .for("update");
    if (!locked) return { ok: false, message: "This product no longer exists." };
    const before = await loadVariantSet(tx, product.id);
    const saved = await saveVariantSet(tx, { id: product.id, price: locked.price }, drafted.draft, drafted.keepStock);
    // Refused before it wrote anything (the draft, then the SKUs of other products, are checked first).
    if (!saved.ok) return saved;
    const after = await loadVariantSet(tx, product.id);
    const changes = variantChanges(before, after, locked.price);
    const changed = Object.keys(changes).length > 0;
    if (changed) {
      await recordAudit(
        by,
        { action: "product.variants", target: { type: "product", id: product.id, label: product.name }, changes },
        tx,
      );
    }
    return { ok: true, editor: editorWithMatrix(after, skuStem(product)), changed };
  });
  return changingSharedPages("catalogue", saving);
}

/**
 * POST /admin/products/:id/variants (admins only). 'save' stores the editor (see above); every
 * other button answers the edited form and stores nothing, so the editor works without JavaScript.
 */
export async function handleVariantEditorAction(request: Request, id: string) {
  const admin = await requireAdmin(request);
  const product = await findProduct(id);
  if (!product) throw data("Product not found", { status: 404 });
  const form = await readForm(request, ADMIN_FORM);
  const editor = withProductPictures(
    readEditorForm(form, () => `n-${randomUUID().slice(0, 8)}`),
    product.images,
  );
  const intent = editorIntent(typeof form.get("intent") === "string" ? (form.get("intent") as string) : undefined);
  const answer = (result: Omit<VariantEditorResult, "revision">, status = 200) =>
    data<VariantEditorResult>({ revision: randomUUID(), ...result }, { status });
  if (!intent) {
    return answer({ notice: failed("That request was not understood. Please try again."), editor }, 400);
  }
  if (intent.kind === "save") {
    const saved = await saveVariantEditor(product, editor, auditActor(request, admin));
    if (!saved.ok) return answer({ notice: failed(`Variants not saved. ${saved.message}`), editor }, 400);
    const sold = saved.editor.rows.filter((row) => row.state !== "off").length;
    const text = saved.changed
      ? `Variants saved: ${sold === 1 ? "1 variant" : `${sold} variants`}. The product page shows them now.`
      : "Nothing had changed.";
    return answer({ notice: succeeded(text), editor: saved.editor });
  }
  const edited =
    intent.kind === "bulk"
      ? applyBulk(editor, readBulk(form), product.price)
      : editOptions(editor, intent, skuStem(product));
  if (!edited.ok) return answer({ notice: failed(edited.message), editor }, 400);
  return answer({
    notice: intent.kind === "bulk" ? succeeded("Changed in the form: save to keep it.") : null,
    editor: edited.editor,
    focus: edited.focus,
  });
}
