import { db } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { countTestOrders, deleteTestOrders } from "~/modules/orders/test-orders.server";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { placeholderFields, type PlaceholderField } from "~/modules/settings/shop-placeholders";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export type OpeningResult =
  | { ok: true; deletedTestOrders: number }
  | { ok: false; reason: "placeholders"; left: PlaceholderField[] }
  | { ok: false; reason: "already" };

/** What the opening page shows: open or a preview, the placeholders left, the test orders there are. */
export async function loadShopOpening() {
  const [settings, testOrders] = await Promise.all([getShopSettings(), countTestOrders()]);
  return { open: settings.shopOpen, left: placeholderFields(settings), testOrders };
}

/**
 * 'Open the shop' (issue 33, part 7): refused while any contact or bank detail is still the
 * demo's placeholder (a buyer would call, write to or pay no one), with the list of those left.
 * Reads and writes in one transaction, so that a settings save racing it cannot slip a
 * placeholder back under an open shop unseen; deleting the test orders is part of it, audited.
 */
export async function openShop(by: AuditActor, options: { deleteTestOrders: boolean }): Promise<OpeningResult> {
  const result = await db().transaction(async (tx): Promise<OpeningResult> => {
    const settings = await getShopSettings(tx);
    if (settings.shopOpen) return { ok: false, reason: "already" };
    const left = placeholderFields(settings);
    if (left.length > 0) return { ok: false, reason: "placeholders", left };
    await setShopOpen(settings, true, by, tx);
    const deleted = options.deleteTestOrders ? await deleteTestOrders(tx) : [];
    if (deleted.length > 0) {
      await recordAudit(
        by,
        {
          action: "order.test-deleted",
          target: { type: "order", label: `${deleted.length} test order${deleted.length === 1 ? "" : "s"}` },
          changes: { orders: deleted },
        },
        tx,
      );
    }
    return { ok: true, deletedTestOrders: deleted.length };
  });
  // The preview notice is in every page's layout; deleted orders gave their stock back.
  if (result.ok) sharedPagesChanged("everything");
  return result;
}

/** Back to a preview: the notice shows again and new orders are test orders. Orders already placed stay real. */
export async function returnToPreview(by: AuditActor): Promise<boolean> {
  const changed = await db().transaction(async (tx) => {
    const settings = await getShopSettings(tx);
    if (!settings.shopOpen) return false;
    await setShopOpen(settings, false, by, tx);
    return true;
  });
  if (changed) sharedPagesChanged("everything");
  return changed;
}

/** Stores the shop as open or as a preview, with its audit entry, in the caller's transaction. */
async function setShopOpen(settings: ShopSettings, open: boolean, by: AuditActor, tx: Transaction) {
  await saveShopSettings({ ...settings, shopOpen: open }, tx);
  await recordAudit(
    by,
    {
      action: open ? "shop.opened" : "shop.preview",
      target: { type: "settings", label: "Shop" },
      changes: { shopOpen: { before: !open, after: open } },
    },
    tx,
  );
}
