// The layer rules of eslint/layers.js bite: each wrong-way import below, linted as if it were
// a file of the tree, gets the error that `npm run lint` would print, and each allowed one none.
import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULE_DEPENDENCIES } from "../../eslint/layers.js";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rules that an import in `file` breaks (the file need not exist: only its path counts). */
async function brokenRules(file: string, source: string, name = "x"): Promise<string[]> {
  const code = `${source}\nexport const probe = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const LAYERS = "boundaries/dependencies";
const SERVER_ONLY = "@typescript-eslint/no-restricted-imports";

describe("the layers", () => {
  it.each([
    [
      "shared helpers import no module",
      "app/utils/probe.ts",
      'import { x } from "~/modules/settings/settings.schema";',
    ],
    ["the database imports no module", "app/db/probe.ts", 'import { x } from "~/modules/catalog/catalog-filters";'],
    [
      "UI primitives import no module",
      "app/components/ui/probe.tsx",
      'import { x } from "~/modules/cart/cart-notices";',
    ],
    [
      "the site shell imports no module",
      "app/components/layout/probe.tsx",
      'import { x } from "~/modules/content/home";',
    ],
    [
      "a kit does not import another kit",
      "app/components/layout/probe.tsx",
      'import { x } from "~/components/admin/admin-panel";',
    ],
    ["a module imports no route", "app/modules/cart/probe.ts", 'import { x } from "~/routes/storefront/cart";'],
    [
      "a module imports no module off its list",
      "app/modules/catalog/probe.ts",
      'import { x } from "~/modules/cart/cart-notices";',
    ],
    [
      "a base module imports no domain",
      "app/modules/mail/probe.ts",
      'import { x } from "~/modules/orders/order-status";',
    ],
    [
      "a relative path does not get round it",
      "app/modules/catalog/probe.ts",
      'import { x } from "../cart/cart-notices";',
    ],
    [
      "routes do not reach into the database",
      "app/routes/storefront/probe.tsx",
      'import { x } from "~/db/client.server";',
    ],
    ["the app imports no test", "app/modules/cart/probe.ts", 'import { x } from "../../../tests/setup/orders";'],
    ["the app imports no benchmark", "app/utils/probe.ts", 'import { x } from "../../bench/lib/stats";'],
    ["the host does not import a page", "server/probe.ts", 'import { x } from "~/routes/storefront/home";'],
  ])("%s", async (_, file, source) => {
    expect(await brokenRules(file, source)).toContain(LAYERS);
  });

  it.each([
    [
      "a module imports one on its list",
      "app/modules/cart/probe.ts",
      'import { x } from "~/modules/catalog/catalog-filters";',
    ],
    ["a module imports its own files", "app/modules/cart/probe.ts", 'import { x } from "./cart-notices";'],
    ["a module imports shared code", "app/modules/cart/probe.ts", 'import { x } from "~/utils/money";'],
    ["a kit builds on the primitives", "app/components/admin/probe.tsx", 'import { x } from "~/components/ui/button";'],
    ["a route calls a module", "app/routes/storefront/probe.tsx", 'import { x } from "~/modules/cart/cart.server";'],
    ["the host starts a module's worker", "server/probe.ts", 'import { x } from "~/modules/mail/worker.server";'],
    ["a test uses anything", "tests/server/probe.ts", 'import { x } from "~/routes/storefront/home";'],
  ])("%s", async (_, file, source) => {
    expect(await brokenRules(file, source)).not.toContain(LAYERS);
  });
});

describe("server-only code", () => {
  const source = 'import { db } from "~/db/client.server";';

  it.each([
    ["a component", "app/modules/cart/components/probe.tsx"],
    ["a module's browser-safe file", "app/modules/cart/probe.ts"],
    ["a shared helper", "app/utils/probe.ts"],
    ["a kit", "app/components/admin/probe.tsx"],
  ])("stays out of %s", async (_, file) => {
    expect(await brokenRules(file, source, "db")).toContain(SERVER_ONLY);
  });

  it.each([
    ["another .server file", "app/modules/cart/probe.server.ts"],
    ["a route module (its loader and action stay on the server)", "app/routes/storefront/probe.tsx"],
  ])("may be imported by %s", async (_, file) => {
    expect(await brokenRules(file, 'import { x } from "~/modules/cart/cart.server";')).not.toContain(SERVER_ONLY);
  });

  it("may be named by a type-only import anywhere", async () => {
    const rules = await brokenRules(
      "app/modules/cart/probe.ts",
      'import type { Database } from "~/db/client.server";',
      "0",
    );
    expect(rules).not.toContain(SERVER_ONLY);
  });
});

describe("the modules' list of dependencies", () => {
  it("has no circle, so no two modules depend on each other even through others", () => {
    const graph = MODULE_DEPENDENCIES as Record<string, string[]>;
    const visiting = new Set<string>();
    const done = new Set<string>();
    const circles: string[] = [];
    const visit = (name: string, trail: string[]) => {
      if (done.has(name)) return;
      if (visiting.has(name)) return void circles.push([...trail, name].join(" → "));
      visiting.add(name);
      for (const next of graph[name] ?? []) visit(next, [...trail, name]);
      visiting.delete(name);
      done.add(name);
    };
    for (const name of Object.keys(graph)) visit(name, []);
    expect(circles).toEqual([]);
  });

  it("names only modules that exist", async () => {
    const { readdirSync } = await import("node:fs");
    const modules = readdirSync(path.join(root, "app/modules"));
    expect(Object.keys(MODULE_DEPENDENCIES).sort()).toEqual([...modules].sort());
    for (const uses of Object.values(MODULE_DEPENDENCIES)) for (const name of uses) expect(modules).toContain(name);
  });
});
