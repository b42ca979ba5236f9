import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

/** drizzle/0038's last statement: settings saved before the 'claim' event existed gain it. */
async function claimEventStatement() {
  const text = await readFile(path.resolve(process.cwd(), "drizzle", "0038_claim_visits.sql"), "utf8");
  const statement = text.split("--> statement-breakpoint").at(-1)!;
  expect(statement).toContain('UPDATE "shop_settings"');
  return statement;
}

const saved = (shopMails: string[]) =>
  db()
    .insert(shopSettings)
    .values({ id: 1, value: { name: "Shahkaar Living", shopMails } })
    .onConflictDoUpdate({ target: shopSettings.id, set: { value: { name: "Shahkaar Living", shopMails } } });

describe("the shop's mails saved before returns and claims could mail the shop", () => {
  it("gain the 'claim' event once, keeping the owner's other choices", async () => {
    const statement = await claimEventStatement();
    await saved(["order", "booking"]);
    await db().execute(sql.raw(statement));
    await db().execute(sql.raw(statement));
    expect((await getShopSettings()).shopMails).toEqual(["order", "booking", "claim"]);
    expect((await getShopSettings()).name).toBe("Shahkaar Living");
  });

  it("leave a list that has it, and a shop with no saved list, as they are", async () => {
    const statement = await claimEventStatement();
    await saved(["claim", "review"]);
    await db().execute(sql.raw(statement));
    expect((await getShopSettings()).shopMails).toEqual(["claim", "review"]);

    await db()
      .insert(shopSettings)
      .values({ id: 1, value: { name: "Shahkaar Living" } })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { value: { name: "Shahkaar Living" } },
      });
    await db().execute(sql.raw(statement));
    const [row] = await db().select().from(shopSettings);
    expect(row!.value).toEqual({ name: "Shahkaar Living" });
  });
});
