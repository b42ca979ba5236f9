import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { csvRow } from "~/utils/csv";
import { auditLog, products } from "~/db/schema";
import { setupAdminProducts } from "../setup/admin-products";
import {
  confirm,
  csvFile,
  listPage,
  onList,
  previewOf,
  stage,
  stageRefused,
  HEADER,
  snapshot,
  tricky,
} from "../setup/admin-products-csv";

// The Products tab's CSV export and import, through the route modules as React Router calls them.

const { cookies, category, addOk, validForm } = setupAdminProducts();

const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
const bySlug = async (slug: string) => (await db().select().from(products).where(eq(products.slug, slug)))[0];

describe("the products CSV import", () => {
  // The catalogue the imports work on: the export's three awkward products (admin-products-csv-export.test.ts).
  beforeAll(async () => {
    await addOk(validForm({ name: tricky.comma, description: tricky.description }));
    await addOk(validForm({ name: tricky.urdu, materials: "-shisham, polished", categoryId: category.bedroom }));
    await addOk(validForm({ name: tricky.formula, images: "" }));
  });

  it("reads quoted commas, line breaks, doubled quotes and Urdu exactly, with a byte-order mark", async () => {
    const text =
      "\uFEFFslug,name,description,price,stock,images\r\n" +
      `urdu-chair,"کرسی، اخروٹ","He said ""hi"", then\nleft",5000,2,"https://cdn.example.com/a.jpg\n/images/demo/b.webp"\r\n`;
    const draft = await stage(cookies.admin, text);
    const result = await confirm(cookies.admin, draft, "all");
    expect(result.status).toBe(200);
    expect(result.csvReport).toMatchObject({ written: true, created: 1, updated: 0, failures: [] });
    expect(await bySlug("urdu-chair")).toMatchObject({
      name: "کرسی، اخروٹ",
      description: 'He said "hi", then\nleft',
      price: 5000,
      stock: 2,
      categoryId: category.living,
      isActive: true,
      images: ["https://cdn.example.com/a.jpg", "/images/demo/b.webp"],
    });
  });

  it("previews creates, updates with their changed fields and failed rows by spreadsheet row, then imports the valid ones", async () => {
    const before = await productCount();
    const text = [
      HEADER,
      // Row 2: the exported record with a new price and status.
      csvRow([
        "ali-the-sofa",
        tricky.comma,
        tricky.description,
        "living-room",
        199000,
        4,
        false,
        "220 × 90 × 85 cm",
        "Walnut, linen",
        "https://cdn.example.com/sofa.jpg | /images/demo/products/sofa.webp",
      ]).trimEnd(),
      "new-oak-stool,Oak Stool,,bedroom,12000,3,true,,,", // row 3: create with its slug
      ',Teak Bench,"Seats three,\ncomfortably",,8000,1,,,,', // row 4: create, slug from the name
      "bad-price,Bad Price,,,-5,1,,,,", // row 5: fails
      "bedroom,Clash,,,100,1,,,,", // row 6: a category's address
      "new-oak-stool,Twice,,,100,1,,,,", // row 7: the slug again
    ].join("\r\n");
    const draft = await stage(cookies.admin, text);
    const preview = await previewOf(cookies.admin, draft);
    expect(preview.counts).toEqual({ create: 2, update: 1, unchanged: 0, failed: 3 });
    const update = preview.rows.find((row) => row.kind === "update")!;
    expect(update).toMatchObject({ row: 2, slug: "ali-the-sofa" });
    expect("changes" in update && update.changes).toEqual([
      { field: "price", before: "PKR 185,000", after: "PKR 199,000" },
      { field: "active", before: "active", after: "inactive" },
    ]);
    const failed = preview.rows.filter((row) => row.kind === "failed");
    expect(failed.map((row) => [row.row, "reason" in row && row.reason])).toEqual([
      [5, expect.stringMatching(/price cannot be negative/)],
      [6, "'bedroom' is a category's address: choose another slug."],
      [7, "The slug 'new-oak-stool' is already used in row 3."],
    ]);
    // The preview wrote nothing.
    expect(await productCount()).toBe(before);

    const result = await confirm(cookies.admin, draft, "valid");
    expect(result.csvReport).toMatchObject({ written: true, created: 2, updated: 1 });
    expect(result.csvReport!.failures.map((failure) => failure.row)).toEqual([5, 6, 7]);
    expect(result.notice.text).toBe(
      "CSV imported: 2 created, 1 updated, 0 unchanged. 3 rows not imported: see the list.",
    );
    expect(await productCount()).toBe(before + 2);
    expect(await bySlug("ali-the-sofa")).toMatchObject({
      name: tricky.comma,
      price: 199000,
      isActive: false,
      stock: 4,
    });
    expect(await bySlug("new-oak-stool")).toMatchObject({ name: "Oak Stool", categoryId: category.bedroom });
    expect(await bySlug("teak-bench")).toMatchObject({ description: "Seats three,\ncomfortably", price: 8000 });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.csv-imported"))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ actorEmail: "owner@shop.example", targetLabel: "products.csv" });
    expect(entry!.changes).toMatchObject({ mode: "valid", create: 2, update: 1, failed: 3 });

    // The same confirmation again finds its draft used: nothing twice.
    const again = await confirm(cookies.admin, draft, "valid");
    expect(again.status).toBe(410);
    expect(await productCount()).toBe(before + 2);
  });

  it("imports nothing in all-or-nothing mode when one row fails, and reports the row", async () => {
    const before = await snapshot();
    const text = [
      "slug,name,price",
      "all-one,All One,100",
      "all-two,All Two,200",
      "ali-the-sofa,Ali Sofa,12.50",
      "all-three,All Three,300",
    ].join("\n");
    const draft = await stage(cookies.admin, text);
    const result = await confirm(cookies.admin, draft, "all");
    expect(result.status).toBe(200);
    expect(result.csvReport).toMatchObject({ written: false, created: 0, updated: 0 });
    expect(result.csvReport!.failures).toEqual([{ row: 4, reason: "Prices are whole rupees: leave out the paise." }]);
    expect(result.notice.text).toMatch(/^Nothing was imported: 1 row not valid/);
    expect(await snapshot()).toEqual(before);

    // The draft stays, so the owner may still choose the valid rows.
    const valid = await confirm(cookies.admin, draft, "valid");
    expect(valid.csvReport).toMatchObject({ written: true, created: 3, failures: [{ row: 4 }] });
  });

  it("makes a second import of the same file an update, never a duplicate", async () => {
    const text = "slug,name,price\r\nrepeat-one,Repeat One,700\r\nrepeat-two,Repeat Two,800\r\n";
    await confirm(cookies.admin, await stage(cookies.admin, text), "all");
    const before = await productCount();
    const second = await confirm(cookies.admin, await stage(cookies.admin, text), "all");
    expect(second.csvReport).toMatchObject({ written: true, created: 0, updated: 0, unchanged: 2 });
    expect(await productCount()).toBe(before);
  });

  it("refuses a file it cannot read, and changes nothing", async () => {
    const before = await snapshot();
    const refusals: [File, number, RegExp][] = [
      [csvFile("name,colour\nSofa,red"), 400, /Unknown column 'colour'/],
      [csvFile(""), 400, /choose a CSV file/],
      [csvFile('slug,name\n"never closed,x'), 400, /not valid CSV/],
      [new File([new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe])], "latin.csv"), 400, /not UTF-8/],
      [csvFile(`name,price\n${"Chair,1\n".repeat(5_001)}`), 400, /at most 5,000 rows/],
      [csvFile(`name\n${"x".repeat(2 * 1024 * 1024)}`), 413, /too large/],
    ];
    for (const [file, status, message] of refusals) {
      const answer = await stageRefused(cookies.admin, file);
      expect(answer.status, String(message)).toBe(status);
      expect(answer.error).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a row that only sets stock for a slug no product has, naming the row and the slug, creating nothing", async () => {
    const before = await snapshot();
    const text = [
      "slug,stock",
      "ali-the-sofa,7", // row 2: a product's stock
      "ali-the-sofaa,9", // row 3: a mistyped slug
      ",4", // row 4: no product at all
    ].join("\n");
    const draft = await stage(cookies.admin, text);
    const preview = await previewOf(cookies.admin, draft);
    expect(preview.counts).toEqual({ create: 0, update: 1, unchanged: 0, failed: 2 });
    expect(preview.rows.filter((row) => row.kind === "failed")).toEqual([
      {
        row: 3,
        kind: "failed",
        slug: "ali-the-sofaa",
        name: "",
        reason: "No product with the slug 'ali-the-sofaa'; a row that only sets stock must name an existing product.",
      },
      {
        row: 4,
        kind: "failed",
        slug: null,
        name: "",
        reason: "The row has neither a slug nor a name; a row that only sets stock must name an existing product.",
      },
    ]);

    const all = await confirm(cookies.admin, draft, "all");
    expect(all.csvReport).toMatchObject({ written: false, failures: [{ row: 3 }, { row: 4 }] });
    expect(await snapshot()).toEqual(before);
    const valid = await confirm(cookies.admin, draft, "valid");
    expect(valid.csvReport).toMatchObject({ written: true, created: 0, updated: 1 });
    expect(await bySlug("ali-the-sofa")).toMatchObject({ stock: 7 });
    expect(await bySlug("ali-the-sofaa")).toBeUndefined();
    expect(await productCount()).toBe(before.length);

    // A price or any other change for an unknown slug, without a name, is no new product either.
    const priced = await previewOf(
      cookies.admin,
      await stage(cookies.admin, "slug,price,stock\nno-such-sofa,5000,2\n"),
    );
    expect(priced.rows).toEqual([
      expect.objectContaining({
        kind: "failed",
        reason:
          "No product with the slug 'no-such-sofa'; a new product needs a name, and a change needs the slug of an existing product.",
      }),
    ]);
  });

  it("refuses a control character in a cell, row by row", async () => {
    const draft = await stage(cookies.admin, "name,price\nGood Chair,100\nBad\u202EChair,100\n");
    const preview = await previewOf(cookies.admin, draft);
    expect(preview.counts).toMatchObject({ create: 1, failed: 1 });
    expect(preview.rows.find((row) => row.kind === "failed")).toMatchObject({
      row: 3,
      reason: /character we do not accept/,
    });
  });

  it("works without JavaScript: the list's own post stages the file and redirects to its preview", async () => {
    const answer = (await onList(cookies.admin, [
      ["intent", "csv-preview"],
      ["file", csvFile("slug,name,price\nno-js-chair,No JS Chair,100\n")],
    ])) as unknown as { status: number; response: Response };
    expect(answer.status).toBe(303);
    const location = answer.response.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/products\?import=[0-9a-f-]{36}$/);
    const { csvPreview } = await listPage(location, cookies.admin);
    expect(csvPreview).toMatchObject({ counts: { create: 1, failed: 0 } });
  });

  it("keeps a draft to the admin who staged it, and refuses customers every step", async () => {
    const draft = await stage(cookies.admin, "name,price\nPrivate Chair,100\n");
    expect(await stageRefused(cookies.customer, csvFile("name\nx"))).toEqual({ status: 403, error: "Forbidden" });
    for (const pairs of [
      [
        ["intent", "csv-confirm"],
        ["draft", draft],
        ["mode", "valid"],
      ],
      [
        ["intent", "csv-preview"],
        ["file", csvFile("name\nx")],
      ],
    ] as [string, string | Blob][][]) {
      const answer = (await onList(cookies.customer, pairs)) as unknown as { status: number; response?: Response };
      expect(answer.status).toBe(302);
      expect(answer.response!.headers.get("Location")).toBe("/auth");
    }
    expect(await db().select().from(products).where(eq(products.name, "Private Chair"))).toEqual([]);
  });
});
