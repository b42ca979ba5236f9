import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { defaultShopSettings } from "./settings.defaults";
import { shopSettingsSchema, type ShopSettings } from "./settings.schema";

/**
 * Read on every request that renders the shell: one primary-key lookup. A
 * stored value that no longer fits the schema falls back to defaults field by
 * field rather than taking the shop down.
 */
export async function getShopSettings(): Promise<ShopSettings> {
  const [row] = await db().select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return defaultShopSettings;
  const parsed = shopSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : defaultShopSettings;
}

type Executor = Pick<ReturnType<typeof db>, "insert">;

/** Validates and stores the settings; pass a transaction to save them together with something else. */
export async function saveShopSettings(input: unknown, executor: Executor = db()): Promise<ShopSettings> {
  const value = shopSettingsSchema.parse(input);
  await executor
    .insert(shopSettings)
    .values({ id: 1, value })
    .onConflictDoUpdate({ target: shopSettings.id, set: { value, updatedAt: new Date() } });
  return value;
}
