import { data } from "react-router";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import type { PlaceholderField } from "~/modules/settings/shop-placeholders";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { openShop, returnToPreview } from "./shop-opening.server";

export interface ShopOpeningAnswer {
  tone: "success" | "error";
  text: string;
  /** The details still the demo's placeholders, when opening was refused for them. */
  left?: PlaceholderField[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** POST /admin/setup (admins only): intent=open (with deleteTestOrders=on to delete them) or intent=preview. */
export async function handleShopOpeningAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const form = await readForm(request, ADMIN_FORM);
  const intent = form.get("intent");
  if (intent === "preview") {
    const changed = await returnToPreview(by);
    return data<ShopOpeningAnswer>({
      tone: "success",
      text: changed
        ? "Your shop is a preview again: every page says so, and new orders are test orders."
        : "Your shop is already a preview.",
    });
  }
  if (intent !== "open") {
    return data<ShopOpeningAnswer>(
      { tone: "error", text: "Please choose to open the shop or to return to preview." },
      400,
    );
  }
  const result = await openShop(by, { deleteTestOrders: form.get("deleteTestOrders") === "on" });
  if (result.ok) {
    const deleted = result.deletedTestOrders > 0 ? ` ${plural(result.deletedTestOrders, "test order")} deleted.` : "";
    return data<ShopOpeningAnswer>({
      tone: "success",
      text: `Your shop is open: orders are real orders now.${deleted}`,
    });
  }
  if (result.reason === "already")
    return data<ShopOpeningAnswer>({ tone: "success", text: "Your shop is already open." });
  return data<ShopOpeningAnswer>(
    {
      tone: "error",
      text:
        result.left.length === 1
          ? "The shop cannot open yet: this detail is still the demo's placeholder. Replace it in Settings first."
          : "The shop cannot open yet: these details are still the demo's placeholders. Replace them in Settings first.",
      left: result.left,
    },
    409,
  );
}
