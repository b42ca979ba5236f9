import { describe, expect, it } from "vitest";
import {
  editorWithMatrix,
  redrawnRows,
  rowLabel,
  rowPrice,
  suggestedSku,
  toDraft,
  type EditorRow,
  type VariantEditor,
} from "./variant-editor";
import { applyBulk, editOptions, editorIntent, readEditorForm } from "./variant-editor-form";
import type { VariantSet } from "./variants";

const fabric = {
  name: "Fabric",
  display: "swatches" as const,
  values: [
    { key: "vel", value: "Velvet", surcharge: "45,000", color: "#6b4f3a", pictures: [] },
    { key: "lin", value: "Linen", surcharge: "", color: "", pictures: [] },
  ],
};
const size = {
  name: "Size",
  display: "buttons" as const,
  values: [
    { key: "s2", value: "2-seater", surcharge: "", color: "", pictures: [] },
    { key: "s3", value: "3-seater", surcharge: "30000", color: "", pictures: [] },
  ],
};
const row = (keys: string[], sku: string, extra: Partial<EditorRow> = {}): EditorRow => ({
  keys,
  sku,
  price: "",
  stock: "2",
  loadedStock: "2",
  weeks: "",
  state: "active",
  ...extra,
});

describe("the variant editor's matrix", () => {
  it("draws one row per combination, keeping the rows there by their values' keys", () => {
    const editor: VariantEditor = { options: [fabric, size], rows: [row(["lin", "s3"], "NOOR-LIN-3")] };
    const rows = redrawnRows(editor, "NOOR")!;
    expect(rows.map((entry) => entry.keys.join("+"))).toEqual(["vel+s2", "vel+s3", "lin+s2", "lin+s3"]);
    expect(rows[3]).toMatchObject({ sku: "NOOR-LIN-3", stock: "2" });
    expect(rows[0]).toMatchObject({ sku: "NOOR-VEL-2SE", stock: "0", state: "active", loadedStock: "" });
    expect(new Set(rows.map((entry) => entry.sku)).size).toBe(4);
  });

  it("hands a product's one variant, SKU and stock to its first combination when options are added", () => {
    const editor: VariantEditor = { options: [fabric], rows: [row([], "NOOR-SOFA", { stock: "5", loadedStock: "5" })] };
    const rows = redrawnRows(editor, "NOOR-SOFA")!;
    expect(rows[0]).toMatchObject({ keys: ["vel"], sku: "NOOR-SOFA", stock: "5" });
    expect(rows[1]).toMatchObject({ keys: ["lin"], stock: "0" });
    expect(rows[1]!.sku).not.toBe("NOOR-SOFA");
  });

  it("refuses to draw more than 200 variants", () => {
    const many = (name: string) => ({
      name,
      display: "buttons" as const,
      values: Array.from({ length: 6 }, (_, at) => ({
        key: `${name}${at}`,
        value: `${name} ${at}`,
        surcharge: "",
        color: "",
        pictures: [],
      })),
    });
    expect(redrawnRows({ options: [many("a"), many("b"), many("c")], rows: [] }, "P")).toBeNull();
    expect(redrawnRows({ options: [many("a"), many("b")], rows: [] }, "P")).toHaveLength(36);
  });

  it("suggests unique SKUs from the stem and three letters of each value", () => {
    expect(suggestedSku("NOOR-SOFA", ["Velvet", "3-seater"], new Set())).toBe("NOOR-SOFA-VEL-3SE");
    expect(suggestedSku("NOOR-SOFA", ["Velvet", "3-seater"], new Set(["NOOR-SOFA-VEL-3SE"]))).toBe(
      "NOOR-SOFA-VEL-3SE-2",
    );
    expect(suggestedSku("X", ["पलंग"], new Set())).toBe("X-X");
  });

  it("shows a stored product with every combination, those it does not sell as 'Not sold'", () => {
    const set: VariantSet = {
      options: [
        {
          id: "o1",
          name: "Size",
          display: "buttons",
          values: [
            { id: "a", value: "Single", surcharge: 0, swatchColor: null, swatchImage: null },
            { id: "b", value: "King", surcharge: 20000, swatchColor: null, swatchImage: null },
          ],
        },
      ],
      variants: [
        {
          id: "v1",
          sku: "BED-S",
          price: null,
          stock: 3,
          madeToOrder: false,
          leadTimeWeeks: null,
          images: [],
          isActive: true,
          valueIds: ["a"],
        },
      ],
    };
    const editor = editorWithMatrix(set, "BED");
    expect(editor.rows.map((entry) => [rowLabel(editor, entry), entry.state])).toEqual([
      ["Single", "active"],
      ["King", "off"],
    ]);
    expect(rowPrice(editor, editor.rows[1]!, 100_000)).toBe(120_000);
  });
});

describe("a draft from the editor", () => {
  it("names values, prices and lead times, leaves out rows not sold, and keeps stock the owner did not touch", () => {
    const editor: VariantEditor = {
      options: [fabric],
      rows: [row(["vel"], "sof-vel", { price: "250,000" }), row(["lin"], "SOF-LIN", { stock: "7", weeks: "" })],
    };
    const drafted = toDraft(editor);
    expect(drafted.ok).toBe(true);
    if (!drafted.ok) return;
    expect(drafted.draft.options[0]).toMatchObject({
      name: "Fabric",
      values: [
        { value: "Velvet", surcharge: 45_000, swatchColor: "#6b4f3a" },
        { value: "Linen", surcharge: 0, swatchColor: null },
      ],
    });
    expect(drafted.draft.variants).toEqual([
      {
        sku: "SOF-VEL",
        values: ["Velvet"],
        price: 250_000,
        stock: 2,
        madeToOrder: false,
        leadTimeWeeks: null,
        images: [],
        isActive: true,
      },
      {
        sku: "SOF-LIN",
        values: ["Linen"],
        price: null,
        stock: 7,
        madeToOrder: false,
        leadTimeWeeks: null,
        images: [],
        isActive: true,
      },
    ]);
    expect([...drafted.keepStock]).toEqual(["SOF-VEL"]);

    const offAndMade = toDraft({
      options: [fabric],
      rows: [row(["vel"], "A", { state: "off" }), row(["lin"], "B", { weeks: "6", state: "hidden" })],
    });
    expect(offAndMade.ok && offAndMade.draft.variants).toEqual([
      {
        sku: "B",
        values: ["Linen"],
        price: null,
        stock: 0,
        madeToOrder: true,
        leadTimeWeeks: 6,
        images: [],
        isActive: false,
      },
    ]);
  });

  it("says which figure is not a number, and refuses a product with nothing on sale", () => {
    const bad = (extra: Partial<EditorRow>) => toDraft({ options: [fabric], rows: [row(["vel"], "A", extra)] });
    expect(bad({ price: "1.5 lakh" })).toEqual({ ok: false, message: "The price of A must be whole rupees." });
    expect(bad({ stock: "many" })).toEqual({
      ok: false,
      message: "The stock of A must be a whole number from 0 to 100,000.",
    });
    expect(bad({ weeks: "six" })).toEqual({ ok: false, message: "The lead time of A must be 1 to 52 weeks." });
    expect(bad({ state: "off" })).toEqual({ ok: false, message: "Sell at least one variant: set a row to 'On sale'." });
    expect(
      toDraft({
        options: [{ ...fabric, values: [{ ...fabric.values[0]!, surcharge: "lots" }] }],
        rows: [row(["vel"], "A")],
      }),
    ).toEqual({ ok: false, message: "The surcharge of 'Velvet' must be whole rupees." });
    expect(toDraft({ options: [fabric, { name: "Size", display: "buttons", values: [] }], rows: [] })).toEqual({
      ok: false,
      message: "The option 'Size' needs at least one value.",
    });
  });
});

describe("the editor's form and buttons", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads options, a value typed in the empty row (with a new key), and rows; drops rows naming unknown values", () => {
    let made = 0;
    const editor = readEditorForm(
      form([
        ["o0.name", "Fabric"],
        ["o0.display", "swatches"],
        ["o0.key", "vel"],
        ["o0.value", "Velvet"],
        ["o0.surcharge", "45000"],
        ["o0.color", "#6b4f3a"],
        ["o0.key", ""],
        ["o0.value", "Boucle"],
        ["o0.surcharge", ""],
        ["o0.color", ""],
        ["r.keys", "vel"],
        ["r.sku", "A"],
        ["r.price", ""],
        ["r.stock", "3"],
        ["r.loaded", "3"],
        ["r.weeks", ""],
        ["r.state", "hidden"],
        ["r.keys", "someone-elses"],
        ["r.sku", "B"],
        ["r.price", ""],
        ["r.stock", "1"],
        ["r.loaded", "1"],
        ["r.weeks", ""],
        ["r.state", "active"],
      ]),
      () => `n-${++made}`,
    );
    expect(editor.options).toEqual([
      {
        name: "Fabric",
        display: "swatches",
        values: [
          { key: "vel", value: "Velvet", surcharge: "45000", color: "#6b4f3a", pictures: [] },
          { key: "n-1", value: "Boucle", surcharge: "", color: "", pictures: [] },
        ],
      },
    ]);
    expect(editor.rows).toEqual([row(["vel"], "A", { stock: "3", loadedStock: "3", state: "hidden" })]);
  });

  it("understands only its own buttons", () => {
    expect(editorIntent("value-up:1:3")).toEqual({ kind: "value-up", option: 1, value: 3 });
    expect(editorIntent("remove-option:2")).toEqual({ kind: "remove-option", option: 2 });
    expect(editorIntent("remove-option:3")).toBeNull();
    expect(editorIntent("save:1")).toBeNull();
    expect(editorIntent("drop-table")).toBeNull();
  });

  it("moves and removes values, redrawing the matrix; a removed option merges its rows", () => {
    const editor: VariantEditor = {
      options: [fabric, size],
      rows: redrawnRows({ options: [fabric, size], rows: [] }, "P")!,
    };
    const moved = editOptions(editor, { kind: "value-down", option: 0, value: 0 }, "P");
    expect(moved.ok && moved.editor.options[0]!.values.map((value) => value.value)).toEqual(["Linen", "Velvet"]);
    expect(moved.ok && moved.editor.rows.map((entry) => entry.keys[0])).toEqual(["lin", "lin", "vel", "vel"]);
    const removed = editOptions(editor, { kind: "remove-option", option: 1 }, "P");
    expect(removed.ok && removed.editor.rows.map((entry) => entry.keys)).toEqual([["vel"], ["lin"]]);
    const added = editOptions({ options: [fabric, size, size], rows: [] }, { kind: "add-option" }, "P");
    expect(added).toEqual({ ok: false, message: "A product has at most 3 options." });
  });

  it("changes many rows at once: prices by percent, one value's stock, making time", () => {
    const editor: VariantEditor = {
      options: [fabric, size],
      rows: [row(["vel", "s2"], "A"), row(["vel", "s3"], "B", { price: "300000" }), row(["lin", "s2"], "C")],
    };
    const up = applyBulk(editor, { target: "all", change: "percent", amount: "+5" }, 200_000);
    expect(up.ok && up.editor.rows.map((entry) => entry.price)).toEqual(["257250", "315000", "210000"]);
    const velvet = applyBulk(editor, { target: "vel", change: "stock", amount: "9" }, 200_000);
    expect(velvet.ok && velvet.editor.rows.map((entry) => entry.stock)).toEqual(["9", "9", "2"]);
    const made = applyBulk(editor, { target: "lin", change: "weeks", amount: "6" }, 200_000);
    expect(made.ok && made.editor.rows[2]).toMatchObject({ stock: "0", weeks: "6" });
    expect(applyBulk(editor, { target: "all", change: "weeks", amount: "60" }, 1)).toEqual({
      ok: false,
      message: "The lead time is 1 to 52 weeks.",
    });
    expect(applyBulk(editor, { target: "nobody", change: "off", amount: "" }, 1)).toEqual({
      ok: false,
      message: "Choose which variants to change.",
    });
  });
});
