// Issue 37: real queries of Lahore's buyers against the demo catalogue and its words that mean
// the same, with the piece that must come first and those that must not be in the first three.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the same SQL decides on both.
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import { searchSite } from "~/modules/search/site-search.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.handle.db);
});

/** [what a buyer types, what the first result's name must match, what none of the first three may match]. */
const CASES: [string, RegExp | null, RegExp | null][] = [
  // Roman Urdu and the trade's words.
  ["almari", /Wardrobe$/, null],
  ["almirah", /Wardrobe$/, null],
  ["cupboard", /Wardrobe$/, null],
  ["palang", /Bed$/, /Nightstand|Chair|Table/],
  ["kursi", /Chair$/, /Table|Sofa/],
  ["mez", /Table$/, /Chair|Sofa/],
  ["aaina", /Mirror$/, null],
  ["qaleen", /Rug$/, null],
  ["carpet", /Rug$/, null],
  ["jhoola", /Swing$/, null],
  ["jhula", /Swing$/, null],
  ["sheesham", /Shisham|Sheesham/, null],
  ["shisham", /Shisham|Sheesham/, null],
  ["rosewood", /Shisham|Sheesham/, null],
  ["takht", null, /TV Console|Coffee Table|Rug/],
  ["dressing", /Dresser$/, null],
  ["dressing table", /Dresser$/, null],
  ["settee", /Sofa$/, /Table|Chair/],
  ["couch", /Sofa$/, /Table|Chair/],
  // Phrases.
  ["centre table", /Coffee Table$/, /Dining|Side Table|Patio/],
  ["center table", /Coffee Table$/, /Dining|Side Table|Patio/],
  ["coffee table", /Coffee Table$/, null],
  ["study table", /Writing Desk$/, /Dining/],
  ["side table", /Side Table$/, /Dining/],
  ["bar stool", /Bar Stool$/, null],
  ["office chair", /Office Chair$/, /Dining/],
  ["conference table", /Conference Table$/, null],
  ["garden swing", /Swing$/, null],
  // Seats and sizes, written as buyers write them.
  ["3 seater sofa", /^Noor Walnut Three-Seater Sofa$/, /Table/],
  ["three seater sofa", /^Noor Walnut Three-Seater Sofa$/, /Table/],
  ["2 seater", /Loveseat Sofa$/, /Table/],
  ["loveseat", /Loveseat Sofa$/, /Table/],
  ["6 seater dining table", /^Shisham Six-Seater Dining Table$/, /Eight-Seater|Chair/],
  ["8 seater dining table", /^Badshahi Eight-Seater Dining Table$/, /Six-Seater|Chair/],
  ["10 seater", /Ten-Seater Conference Table$/, null],
  ["king bed", /King Bed$/, null],
  ["queen bed", /Queen Bed$/, null],
  ["double bed", /Bed$/, null],
  ["king", /King Bed$/, null],
  ["double", /Bed$/, null],
  // Two words no piece has together: the rarer kind of piece before the common material.
  ["almari walnut", /Wardrobe$/, null],
  ["palang walnut", /Bed$/, null],
  // English, typos and materials.
  ["wardrobe", /Wardrobe$/, null],
  ["bed", /Bed$/, /Bedside|Nightstand|Chair/],
  ["sofaa", /Sofa$/, /Table/],
  ["dinning table", /Dining Table$/, null],
  ["dining table", /Dining Table$/, /Chair/],
  ["bookshelf", /Bookshelf$/, null],
  ["walnut bookshelf", /^Kitab Ghar Walnut Bookshelf$/, null],
  ["velvet sofa", /Velvet Loveseat Sofa$/, null],
  ["teak outdoor sofa", /^Nathia Gali Teak Outdoor Sofa$/, null],
  ["outdoor sofa", /Outdoor Sofa$/, /Table/],
  ["nightstand", /Nightstand$/, null],
  ["mirror", /Mirror$/, null],
  ["vase", /Vase$/, null],
  ["lamp", /Lamp$/, null],
];

describe("what buyers in Lahore type", () => {
  it(`has ${CASES.length} queries`, () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  it.each(CASES)("%s", async (query, first, notTop) => {
    const { products } = await searchSite(query, { products: 3, categories: 0, projects: 0 });
    const names = products.map((product) => product.name);
    if (first) expect(names[0], `${query}: ${names.join(" | ")}`).toMatch(first);
    if (notTop) for (const name of names) expect(name, `${query}: ${names.join(" | ")}`).not.toMatch(notTop);
  });
});
