// Generated products for the search benchmark: deterministic, so runs compare.
import type pg from "pg";
import { seededRandom } from "./stats";

const BATCH = 1_000;
const { random, pick, between } = seededRandom(20_260_101);

const COLLECTIONS = [
  "Shalimar",
  "Anarkali",
  "Badshahi",
  "Mughal",
  "Lahori",
  "Noor",
  "Hunza",
  "Karakoram",
  "Margalla",
  "Ravi",
  "Chenab",
  "Indus",
  "Neelum",
  "Swat",
  "Kalash",
  "Multan",
  "Gulberg",
  "Clifton",
  "Sozni",
  "Ajrak",
];
/**
 * Model names: a long tail of rare words, as a real catalogue has (each model is
 * about 50 of the 100,000 products). Specific searches name one.
 */
const SYLLABLES = [
  "ka",
  "ze",
  "ri",
  "mo",
  "sha",
  "na",
  "lu",
  "ve",
  "dar",
  "qi",
  "ro",
  "ta",
  "ni",
  "yas",
  "bel",
  "gu",
  "fa",
  "hi",
  "jo",
  "pa",
];
const MODELS = (() => {
  const names = new Set<string>();
  const { pick: syllable } = seededRandom(7);
  while (names.size < 2_000) {
    const word = Array.from({ length: 3 }, () => syllable(SYLLABLES)).join("");
    names.add(word[0]!.toUpperCase() + word.slice(1));
  }
  return [...names];
})();
export const model = (index: number) => MODELS[index]!.toLowerCase();
/** A typo: two neighbouring letters swapped. */
export const swapped = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

const WOODS = ["Sheesham", "Walnut", "Teak", "Oak", "Mango Wood", "Rosewood", "Deodar", "Kikar"];
const DECOR_MATERIALS = ["Brass", "Onyx", "Marble", "Camel Bone", "Blue Pottery", "Jute", "Wool", "Copper", "Walnut"];
const OUTDOOR_MATERIALS = ["Teak", "Cane", "Rattan", "Wrought Iron", "Sheesham", "Acacia"];
const STYLES = [
  "Carved",
  "Classic",
  "Modern",
  "Rustic",
  "Colonial",
  "Minimal",
  "Mid-century",
  "Inlaid",
  "Handwoven",
  "Tufted",
  "Truck-art",
  "Jharokha",
  "Contemporary",
  "Heritage",
];
const KINDS: Record<string, { kinds: string[]; materials?: string[] }> = {
  "living-room": {
    kinds: [
      "Sofa",
      "Sectional Sofa",
      "Loveseat",
      "Armchair",
      "Coffee Table",
      "Side Table",
      "TV Console",
      "Ottoman",
      "Divan",
    ],
  },
  bedroom: {
    kinds: ["King Bed", "Queen Bed", "Single Bed", "Nightstand", "Wardrobe", "Dresser", "Chest of Drawers", "Vanity"],
  },
  "dining-room": {
    kinds: ["Dining Table", "Dining Chair", "Sideboard", "Crockery Cabinet", "Bar Stool", "Dining Bench"],
  },
  office: { kinds: ["Desk", "Writing Desk", "Office Chair", "Bookshelf", "Filing Cabinet", "Study Table"] },
  outdoor: {
    kinds: ["Swing", "Jhoola", "Lounger", "Patio Chair", "Garden Bench", "Outdoor Sofa", "Planter"],
    materials: OUTDOOR_MATERIALS,
  },
  decor: {
    kinds: ["Lamp", "Floor Lamp", "Table Lamp", "Rug", "Mirror", "Vase", "Wall Clock", "Candle Holder", "Lantern"],
    materials: DECOR_MATERIALS,
  },
};
const CITIES = ["Lahore", "Chiniot", "Karachi", "Multan", "Peshawar", "Hala", "Gujrat", "Sialkot"];
const FINISHES = ["natural oil", "walnut stain", "matte lacquer", "antique", "hand-polished", "distressed", "wax"];
const FEATURES = [
  "Joined by hand with mortise and tenon, no nails.",
  "Brass fittings and soft-close runners.",
  "Upholstered in stain-resistant velvet with removable covers.",
  "Finished with a food-safe oil that brings out the grain.",
  "Carved by a third-generation craftsman.",
  "Built to order; delivery across Pakistan in three weeks.",
  "Made from seasoned wood that will not warp in monsoon humidity.",
  "Inlaid with camel bone in a traditional floral pattern.",
  "Light enough to move, sturdy enough for daily family use.",
  "Each piece varies slightly in grain and tone.",
];
const PAIRINGS = ["living room", "bedroom", "dining room", "study", "veranda", "lounge", "guest room"];

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function generatedProduct(index: number, categoryIds: Map<string, string>, now: number) {
  const categorySlug = pick(Object.keys(KINDS));
  const { kinds, materials = WOODS } = KINDS[categorySlug]!;
  const collection = pick(COLLECTIONS);
  const material = pick(materials);
  const kind = pick(kinds);
  const name = `${collection} ${pick(MODELS)} ${material} ${pick(STYLES)} ${kind}`;
  const sentences = [
    `Handcrafted in ${pick(CITIES)} from ${material.toLowerCase()} with a ${pick(FINISHES)} finish.`,
    pick(FEATURES),
  ];
  if (random() < 0.5)
    sentences.push(`Pairs well with the ${collection} ${pick(KINDS[categorySlug]!.kinds).toLowerCase()}.`);
  else sentences.push(`A quiet centrepiece for any ${pick(PAIRINGS)}.`);
  // Log-uniform between 5,000 and 900,000 rupees, rounded to 100: many modest pieces, few grand ones.
  const price = Math.round(Math.exp(Math.log(5_000) + random() * Math.log(900_000 / 5_000)) / 100) * 100;
  const createdAt = new Date(now - random() * 2 * 365 * 24 * 60 * 60 * 1000);
  return [
    `${slugify(name)}-${index}`,
    name,
    sentences.join(" "),
    Math.min(Math.max(price, 5_000), 900_000),
    between(0, 30),
    categoryIds.get(categorySlug) ?? null,
    material,
    `${between(40, 240)} × ${between(40, 120)} × ${between(40, 220)} cm`,
    createdAt,
  ];
}

const COLUMNS = [
  "slug",
  "name",
  "description",
  "price",
  "stock",
  "category_id",
  "materials",
  "dimensions",
  "created_at",
];

/** Inserts `count` generated active products in batches (the search trigger fires as for the app's writes). */
export async function seedProducts(client: pg.Client, count: number) {
  const categoryIds = new Map(
    (await client.query<{ id: string; slug: string }>("select id, slug from categories")).rows.map((row) => [
      row.slug,
      row.id,
    ]),
  );
  for (const slug of Object.keys(KINDS)) if (!categoryIds.has(slug)) throw new Error(`no category ${slug}`);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = 0; i < size; i++) {
      const row = generatedProduct(start + i, categoryIds, now);
      tuples.push(`(${row.map((_, column) => `$${values.length + column + 1}`).join(", ")}, $${values.length + 9})`);
      values.push(...row);
    }
    await client.query(`insert into products (${COLUMNS.join(", ")}, updated_at) values ${tuples.join(", ")}`, values);
  }
}
