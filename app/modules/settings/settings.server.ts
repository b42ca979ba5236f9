import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { defaultShopSettings } from "./settings.defaults";
import { shopSettingsSchema, type ShopSettings } from "./settings.schema";
import { placeholderFields } from "./shop-placeholders";

/**
 * Read on every request that renders the shell: one primary-key lookup. A
 * stored value that no longer fits the schema falls back to defaults field by
 * field rather than taking the shop down. Pass a transaction to read them inside it (on the
 * embedded database, db() inside a transaction waits for itself).
 */
export async function getShopSettings(executor: Pick<ReturnType<typeof db>, "select"> = db()): Promise<ShopSettings> {
  const [row] = await executor.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return defaultShopSettings;
  const parsed = shopSettingsSchema.safeParse(row.value);
  return parsed.success ? withOpeningOfOlderRecord(row.value, parsed.data) : defaultShopSettings;
}

/**
 * A record saved before the preview existed has no shopOpen: a shop whose contact and bank
 * details are its owner's own was already selling, and must not turn into a preview (and its
 * orders into test orders) on upgrade; one still on the placeholders is a preview, as a fresh
 * install is.
 */
function withOpeningOfOlderRecord(stored: unknown, settings: ShopSettings): ShopSettings {
  const hasFlag = typeof stored === "object" && stored !== null && "shopOpen" in stored;
  return hasFlag ? settings : { ...settings, shopOpen: placeholderFields(settings).length === 0 };
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
