import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productOptions, productVariants } from "~/db/schema";
import type { VariantEditor } from "~/modules/catalog/variant-editor";
import type { VariantEditorResult } from "~/modules/catalog/variant-editor-form";
import { loadVariantSet } from "~/modules/catalog/variants.server";
import { action, loader } from "~/routes/admin/product-variants";
import { args, productRow, setupAdminProducts, thrown, unwrap } from "../setup/admin-products";
import { freshIp, ORIGIN } from "../setup/accounts";
import { auditEntries } from "../setup/audit";
import { sku, stockOfProduct } from "../setup/variants";

// Issue 34: the admin's editor of a product's options and variants, called as the browser posts
// it: every button but Save answers the edited form and stores nothing; Save stores it all, with
// its audit entry, or nothing with a message.

const { cookies, validForm, addOk } = setupAdminProducts();

function post(id: string, entries: [string, string][], cookie = cookies.admin) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
  if (cookie) headers.set("cookie", cookie);
  return action(
    args(new Request(`${ORIGIN}/admin/products/${id}/variants`, { method: "POST", headers, body }), { id }),
  );
}

/** The editor as its form posts it, with a value typed in an option's empty row where given. */
function fields(editor: VariantEditor, intent: string, typed: Record<number, string> = {}): [string, string][] {
  const entries: [string, string][] = [["intent", intent]];
  editor.options.forEach((option, index) => {
    entries.push([`o${index}.name`, option.name], [`o${index}.display`, option.display]);
    const empty = { key: "", value: typed[index] ?? "", surcharge: "", color: "", pictures: [] };
    for (const [at, value] of [...option.values, empty].entries()) {
      entries.push(
        [`o${index}.key`, value.key],
        [`o${index}.value`, value.value],
        [`o${index}.surcharge`, value.surcharge],
        [`o${index}.color`, value.color],
        ...value.pictures.map((url): [string, string] => [`o${index}.pic.${at}`, url]),
      );
    }
  });
  for (const row of editor.rows) {
    entries.push(
      ["r.keys", row.keys.join("|")],
      ["r.sku", row.sku],
      ["r.price", row.price],
      ["r.stock", row.stock],
      ["r.loaded", row.loadedStock],
      ["r.weeks", row.weeks],
      ["r.state", row.state],
    );
  }
  return entries;
}

const answerOf = async (result: unknown) => {
  const { status, body } = unwrap(result);
  return { status, body: body as unknown as VariantEditorResult };
};

async function opened(id: string) {
  const page = unwrap(
    await loader(
      args(new Request(`${ORIGIN}/admin/products/${id}/variants`, { headers: { cookie: cookies.admin } }), { id }),
    ),
  );
  return (page.body as unknown as { editor: VariantEditor }).editor;
}

/** A product as the add form makes it (one variant, 4 in stock), with a Fabric option typed but not yet drawn. */
async function productWithFabric(name: string) {
  const { id } = await addOk(validForm({ name, price: "200000", stock: "4" }));
  const start = await opened(id);
  expect(start.options).toEqual([]);
  expect(start.rows).toHaveLength(1);
  const added = await answerOf(await post(id, fields(start, "add-option")));
  expect(added.status).toBe(200);
  const named = { ...added.body.editor };
  named.options = [{ ...named.options[0]!, name: "Fabric", display: "swatches" }];
  const drawn = await answerOf(await post(id, fields(named, "redraw", { 0: "Velvet" })));
  const withLinen = await answerOf(await post(id, fields(drawn.body.editor, "redraw", { 0: "Linen" })));
  return { id, editor: withLinen.body.editor };
}

describe("the variant editor", () => {
  it("stores nothing until Save, then the options, the variants (the old one's SKU and stock kept) and an audit entry", async () => {
    const { id, editor } = await productWithFabric("Editor Sofa");
    // Nothing stored by the edits: the product still has its one variant and no option.
    expect(await db().select().from(productOptions).where(eq(productOptions.productId, id))).toEqual([]);
    const [only] = await db().select().from(productVariants).where(eq(productVariants.productId, id));
    expect(editor.rows.map((row) => [row.sku, row.stock])).toEqual([
      [only!.sku, "4"],
      [expect.stringMatching(/^EDITOR-SOFA-LIN$/), "0"],
    ]);
    const velvet = editor.options[0]!.values[0]!;
    velvet.surcharge = "45,000";
    velvet.color = "#4B2E39";
    editor.rows[1]!.weeks = "6";

    const saved = await answerOf(await post(id, fields(editor, "save")));
    expect(saved.status).toBe(200);
    expect(saved.body.notice).toMatchObject({
      tone: "success",
      text: "Variants saved: 2 variants. The product page shows them now.",
    });
    const set = await loadVariantSet(db(), id);
    expect(set.options[0]).toMatchObject({ name: "Fabric", display: "swatches" });
    expect(set.options[0]!.values.map((value) => [value.value, value.surcharge, value.swatchColor])).toEqual([
      ["Velvet", 45_000, "#4b2e39"],
      ["Linen", 0, null],
    ]);
    expect(set.variants.map((variant) => [variant.id === only!.id, variant.stock, variant.leadTimeWeeks])).toEqual([
      [true, 4, null],
      [false, 0, 6],
    ]);
    const [entry] = await auditEntries("product.variants").then((rows) => rows.filter((row) => row.targetId === id));
    expect(entry!.changes).toMatchObject({
      options: { before: "", after: "Fabric: Velvet (+45000), Linen" },
      [only!.sku]: {
        before: "PKR 200,000 · 4 in stock · on sale",
        after: "Velvet · PKR 245,000 · 4 in stock · on sale",
      },
      "EDITOR-SOFA-LIN": { before: null, after: "Linen · PKR 200,000 · made to order in 6 weeks · on sale" },
    });

    // Saved again unchanged: nothing to record.
    const again = await answerOf(await post(id, fields(saved.body.editor, "save")));
    expect(again.body.notice?.text).toBe("Nothing had changed.");
    expect((await auditEntries("product.variants")).filter((row) => row.targetId === id)).toHaveLength(1);
  });

  it("keeps a sale made while the owner edited, unless the owner changed that stock", async () => {
    const { id, editor } = await productWithFabric("Racing Sofa");
    editor.rows[1]!.stock = "3";
    const saved = (await answerOf(await post(id, fields(editor, "save")))).body.editor;
    const [first, second] = saved.rows;
    // A buyer takes one of each while the form is open.
    for (const row of [first!, second!]) {
      await db()
        .update(productVariants)
        .set({ stock: Number(row.stock) - 1 })
        .where(eq(productVariants.sku, row.sku));
    }
    second!.stock = "10";
    await answerOf(await post(id, fields(saved, "save")));
    const set = await loadVariantSet(db(), id);
    expect(set.variants.map((variant) => variant.stock)).toEqual([3, 10]);
    expect(await stockOfProduct(id)).toBe(13);
  });

  it("refuses a bad save with its reason and stores nothing: a duplicate SKU, another product's SKU, no price", async () => {
    const { id, editor } = await productWithFabric("Refused Sofa");
    const other = await addOk(validForm({ name: "Other Sofa" }));
    const [otherVariant] = await db().select().from(productVariants).where(eq(productVariants.productId, other.id));
    const cases: [(draft: VariantEditor) => void, string][] = [
      [(draft) => (draft.rows[1]!.sku = draft.rows[0]!.sku.toLowerCase()), "is used twice"],
      [(draft) => (draft.rows[1]!.sku = otherVariant!.sku), "belongs to another product"],
      [(draft) => (draft.options[0]!.values[1]!.surcharge = "-250000"), "would be below zero"],
      [(draft) => (draft.rows[0]!.price = "two lakh"), "must be whole rupees"],
      [(draft) => (draft.options[0]!.values[1]!.value = "Velvet"), "used twice in Fabric"],
    ];
    for (const [spoil, reason] of cases) {
      const draft: VariantEditor = structuredClone(editor);
      spoil(draft);
      const answer = await answerOf(await post(id, fields(draft, "save")));
      expect(answer.status, reason).toBe(400);
      expect(answer.body.notice?.text, reason).toContain(reason);
      // The owner's own words come back, to correct.
      expect(answer.body.editor.rows.map((row) => row.sku)).toEqual(draft.rows.map((row) => row.sku));
    }
    expect(await db().select().from(productOptions).where(eq(productOptions.productId, id))).toEqual([]);
    expect(await stockOfProduct(id)).toBe(4);
    expect((await auditEntries("product.variants")).filter((row) => row.targetId === id)).toEqual([]);
  });

  it("changes many rows in the form only, and refuses more than 200 variants", async () => {
    const { id, editor } = await productWithFabric("Bulk Sofa");
    const bulk = await answerOf(
      await post(id, [
        ...fields(editor, "bulk"),
        ["bulk.target", "all"],
        ["bulk.change", "percent"],
        ["bulk.amount", "5"],
      ]),
    );
    expect(bulk.body.editor.rows.map((row) => row.price)).toEqual(["210000", "210000"]);
    expect(bulk.body.notice?.text).toBe("Changed in the form: save to keep it.");
    expect((await loadVariantSet(db(), id)).variants.map((variant) => variant.price)).toEqual([null]);

    const wide: VariantEditor = structuredClone(editor);
    const many = (name: string) => ({
      name,
      display: "buttons" as const,
      values: Array.from({ length: 6 }, (_, at) => ({
        key: `${name}-${at}`,
        value: `${name} ${at}`,
        surcharge: "",
        color: "",
        pictures: [],
      })),
    });
    wide.options = [many("a"), many("b"), many("c")];
    wide.rows = [];
    const refused = await answerOf(await post(id, fields(wide, "redraw")));
    expect(refused.status).toBe(400);
    expect(refused.body.notice?.text).toBe(
      "These values make 216 combinations; a product has at most 200 variants. Remove some values first.",
    );
  });

  it("sends customers and visitors away from the page and the form, and nothing changes", async () => {
    const { id, editor } = await productWithFabric("Guarded Sofa");
    for (const cookie of [cookies.customer, ""]) {
      const page = await thrown(() =>
        loader(args(new Request(`${ORIGIN}/admin/products/${id}/variants`, { headers: { cookie } }), { id })),
      );
      expect(page.status).toBe(302);
      const save = await thrown(() => post(id, fields(editor, "save"), cookie));
      expect(save.headers.get("Location")).toBe("/auth");
    }
    expect(await db().select().from(productOptions).where(eq(productOptions.productId, id))).toEqual([]);
    const missing = sku("NO").toLowerCase();
    expect((await thrown(() => post(missing, fields(editor, "save")))).status).toBe(404);
  });

  it("shows each value with the pictures ticked for it: its variants carry them, an address not the product's is dropped", async () => {
    const { id, editor } = await productWithFabric("Picture Sofa");
    const product = await productRow(id);
    expect(product!.images.length).toBeGreaterThanOrEqual(2);
    const [first, second] = product!.images;
    editor.options[0]!.values[0]!.pictures = [second!, "https://evil.example/x.jpg"];
    editor.options[0]!.values[1]!.pictures = [first!];
    const saved = await answerOf(await post(id, fields(editor, "save")));
    expect(saved.status).toBe(200);
    const set = await loadVariantSet(db(), id);
    const velvet = set.options[0]!.values.find((value) => value.value === "Velvet")!;
    const linen = set.options[0]!.values.find((value) => value.value === "Linen")!;
    expect(set.variants.find((variant) => variant.valueIds.includes(velvet.id))!.images).toEqual([second]);
    expect(set.variants.find((variant) => variant.valueIds.includes(linen.id))!.images).toEqual([first]);
    // Opened again, each value shows its own.
    const again = await opened(id);
    expect(again.options[0]!.values.map((value) => [value.value, value.pictures])).toEqual([
      ["Velvet", [second]],
      ["Linen", [first]],
    ]);
  });
});
