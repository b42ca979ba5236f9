// The layers of app/ and who may import whom (docs/architecture.md draws the same map).
// eslint-plugin-boundaries classifies every file into one element and refuses any import
// that no policy below allows; `npm run lint` fails on a wrong-way import, and
// tests/lint/layers.test.ts proves that it does.
import boundaries from "eslint-plugin-boundaries";

/**
 * Which other modules a module may import. Anything not listed is refused: a new
 * dependency between domains is a decision, made here, in review.
 * accounts, audit, mail, media and settings are the base modules the others build on.
 */
export const MODULE_DEPENDENCIES = {
  accounts: ["audit", "mail", "settings"],
  // content: the setup checklist lists the demo's inventions that the content still says (issue 33).
  admin: ["accounts", "audit", "catalog", "content", "delivery", "mail", "media", "orders", "settings"],
  audit: [],
  // discounts: the cart's summary shows a code's reduction (issue 35).
  cart: ["accounts", "catalog", "discounts"],
  catalog: ["accounts", "audit", "media"],
  // delivery: a home visit's address is read by the same city rules as checkout's (issue 32).
  consultations: ["accounts", "audit", "delivery", "mail", "settings"],
  // delivery: a statistic may count the cities the delivery policy names (issue 33, part 6).
  content: ["accounts", "audit", "catalog", "delivery", "media", "settings"],
  delivery: ["accounts", "audit"],
  // The admin's discount codes (issue 35): its guard and its audit entries.
  discounts: ["accounts", "audit"],
  inbox: ["accounts", "audit", "content", "mail", "settings"],
  mail: [],
  "made-to-order": ["accounts", "audit", "inbox", "mail", "media", "orders", "settings"],
  media: [],
  // discounts: an order is placed, cancelled and told with its discount code (issue 35).
  orders: ["accounts", "audit", "catalog", "delivery", "discounts", "mail", "settings", "terms"],
  // mail, settings: the owner is mailed of reviews waiting, the reviewer once theirs is published (issue 33, part 8).
  reviews: ["accounts", "audit", "catalog", "mail", "media", "orders", "settings"],
  // The admin's sales (issue 35, item 4): catalog, the pieces' prices as the catalogue reads them and a
  // sale's rules; discounts, the codes' admin pieces it shares (states, fields, dates, choices). So
  // neither of those two may import sales: a sale's rules live in catalog/sale-rules.ts.
  sales: ["accounts", "audit", "catalog", "discounts"],
  // accounts, audit: the owner's words that mean the same (issue 37), guarded and audit-logged.
  search: ["accounts", "audit", "catalog", "content"],
  settings: [],
  // catalog: the swatches on offer; delivery: the postal city read as checkout reads it (issue 34, item 3).
  swatches: ["accounts", "audit", "catalog", "delivery", "mail", "settings"],
  // Returns, exchanges and claims on an order (issue 36, item 2): the order's account and its lines' terms.
  // A warranty or damage visit is booked at a free time of the consultation calendar.
  claims: ["accounts", "audit", "catalog", "consultations", "mail", "media", "orders", "settings", "terms"],
  // catalog: the variant an alert waits for, its name and its page (issue 36, item 4).
  "stock-alerts": ["accounts", "catalog", "mail", "settings"],
  // Returns and warranty as data (issue 36, item 1): the admin's guard and its audit entries.
  terms: ["accounts", "audit"],
  wishlist: ["accounts", "catalog"],
};

const elements = [
  { type: "routes", pattern: "app/routes/**", partialMatch: false },
  { type: "module", pattern: "app/modules/*", capture: ["name"] },
  { type: "demo", pattern: "app/demo/**", partialMatch: false },
  { type: "components", pattern: "app/components/*", capture: ["kit"] },
  { type: "db", pattern: "app/db/**", partialMatch: false },
  { type: "utils", pattern: "app/utils/**", partialMatch: false },
  // What is left of app/: the document shell (root.tsx), the route table and the SSR entry.
  { type: "app-root", pattern: "app" },
  { type: "server", pattern: "server/**", partialMatch: false },
  { type: "scripts", pattern: "scripts/**", partialMatch: false },
  { type: "bench", pattern: "bench/**", partialMatch: false },
  { type: "tests", pattern: "tests/**", partialMatch: false },
];

const to = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });
const allow = (from, ...targets) => ({ from: { element: from }, allow: targets });

const moduleNamed = (name) => ({ type: "module", captured: { name } });

const policies = [
  // Shared code at the bottom: helpers, then the database, then the UI kits.
  allow({ type: "utils" }, to("utils")),
  allow({ type: "db" }, to("db"), to("utils")),
  allow({ type: "components", captured: { kit: "ui" } }, to("components", { kit: "ui" }), to("utils")),
  allow(
    { type: "components", captured: { kit: "!ui" } },
    to("components", { kit: "ui" }),
    to("components", { kit: "{{from.captured.kit}}" }),
    to("utils"),
  ),
  // A module: its own files, shared code, and the modules its entry above names.
  allow({ type: "module" }, to("module", { name: "{{from.captured.name}}" }), to("components"), to("db"), to("utils")),
  ...Object.entries(MODULE_DEPENDENCIES)
    .filter(([, uses]) => uses.length > 0)
    .map(([name, uses]) => allow(moduleNamed(name), to("module", { name: uses }))),
  // Demo content seeds the database with the settings module's defaults.
  // demo: the settings' defaults; the catalogue's checks of the demo's options and variants (issue 34).
  allow(
    { type: "demo" },
    to("demo"),
    to("db"),
    to("utils"),
    to("module", { name: "settings" }),
    to("module", { name: "catalog" }),
  ),
  // Routes are thin: they call modules and render components.
  allow({ type: "routes" }, to("routes"), to("module"), to("components"), to("utils")),
  allow({ type: "app-root" }, to("routes"), to("module"), to("components"), to("utils")),
  // The Node host starts what the app needs (database, demo pictures, workers) and serves it.
  allow({ type: "server" }, to("server"), to("module"), to("demo"), to("db"), to("utils")),
  // Scripts, benchmarks and tests stand outside the app and may use any of it; the app never imports them.
  allow(
    { type: "{scripts,bench,tests}" },
    to("scripts"),
    to("bench"),
    to("tests"),
    to("server"),
    to("app-root"),
    to("routes"),
    to("module"),
    to("demo"),
    to("components"),
    to("db"),
    to("utils"),
  ),
];

export const layers = [
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}", "bench/**/*.{ts,mjs}", "tests/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/include": ["app/**", "server/**", "scripts/**", "bench/**", "tests/**"],
      "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies }],
    },
  },
];
