import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formFromSettings } from "~/modules/admin/settings-form";
import { loader as rootLoader } from "~/root";
import * as settingsRoute from "~/routes/admin/settings";
import { type Handler, setupAdminContent } from "../setup/admin-content";

/**
 * The Settings tab, driven through its route module as the server runs it: an
 * admin's session cookie, a form post.
 */
const { post, load } = setupAdminContent();

describe("settings", () => {
  it("refuses a bad e-mail or a script link and changes nothing", async () => {
    const before = await db().select().from(shopSettings);
    const form = formFromSettings(await getShopSettings());
    for (const [field, value] of [
      ["emails.sales", "not an e-mail"],
      ["social.facebook", "javascript:alert(1)"],
      ["name", " "],
    ] as const) {
      const result = await post(settingsRoute.action, "/admin/settings", { ...form, intent: "save", [field]: value });
      expect(result.status).toBe(400);
      expect(Object.keys(result.body.errors ?? {})).toEqual([field]);
    }
    expect(await db().select().from(shopSettings)).toEqual(before);
  });

  it("saves the form, and the root loader shows the new name and phone at once", async () => {
    const form = formFromSettings(await getShopSettings());
    const { splashEnabled: _, ...unticked } = form;
    const result = await post(settingsRoute.action, "/admin/settings", {
      ...unticked,
      intent: "save",
      name: "Shahkaar Home",
      phone: "+92 42 1111 2222",
      "businessHours.1.days": "",
      "businessHours.1.hours": "",
      "businessHours.5.days": "Eid",
      "businessHours.5.hours": "Closed",
    });
    expect(result.body.notice).toMatchObject({ tone: "success", text: "Settings saved." });
    const root = (await load(rootLoader as Handler, "/")) as { settings: Awaited<ReturnType<typeof getShopSettings>> };
    expect(root.settings).toMatchObject({ name: "Shahkaar Home", phone: "+92 42 1111 2222", splashEnabled: false });
    expect(root.settings.businessHours).toEqual([
      { days: "Mon-Fri", hours: "9 AM-8 PM" },
      { days: "Sun", hours: "12 PM-5 PM" },
      { days: "Eid", hours: "Closed" },
    ]);
  });

  it("reports a half-filled hours row against the row the form showed", async () => {
    const form = formFromSettings(await getShopSettings());
    const result = await post(settingsRoute.action, "/admin/settings", {
      ...form,
      intent: "save",
      "businessHours.0.days": "",
      "businessHours.0.hours": "",
      "businessHours.3.days": "Sat",
    });
    expect(result.body.errors).toEqual({ "businessHours.3.hours": expect.any(String) });
  });
});
