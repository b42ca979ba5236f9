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

  it("saves the advance rule, the customer confirmation and the announced statuses, and keeps the last two from browsers", async () => {
    const form = formFromSettings(await getShopSettings());
    const bad = await post(settingsRoute.action, "/admin/settings", { ...form, intent: "save", advancePercent: "150" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ advancePercent: "Please enter a whole percentage from 0 to 100." });
    const badTotal = await post(settingsRoute.action, "/admin/settings", {
      ...form,
      intent: "save",
      advanceMinTotal: "1.5 lakh",
    });
    expect(Object.keys(badTotal.body.errors ?? {})).toEqual(["advanceMinTotal"]);

    const announced = Object.fromEntries(
      Object.entries(form).filter(([key]) => !key.startsWith("announce.") && !key.startsWith("shopMail.")),
    );
    const badDemand = await post(settingsRoute.action, "/admin/settings", {
      ...form,
      intent: "save",
      alertDemandAt: "0",
    });
    expect(badDemand.body.errors).toEqual({ alertDemandAt: "Please enter a whole number of people from 1 to 1,000." });
    const saved = await post(settingsRoute.action, "/admin/settings", {
      ...announced,
      intent: "save",
      advanceMinTotal: "200,000",
      advancePercent: "40",
      requireCustomerConfirmation: "on",
      "announce.delivered": "on",
      "announce.cancelled": "on",
      "shopMail.order": "on",
      "shopMail.alert-demand": "on",
      alertDemandAt: "12",
    });
    expect(saved.body.notice).toMatchObject({ tone: "success" });
    expect(await getShopSettings()).toMatchObject({
      advanceMinTotal: 200_000,
      advancePercent: 40,
      requireCustomerConfirmation: true,
      announcedStatuses: ["delivered", "cancelled"],
      shopMails: ["order", "alert-demand"],
      alertDemandAt: 12,
    });
    const root = (await load(rootLoader as Handler, "/")) as { settings: Record<string, unknown> };
    expect(root.settings).toMatchObject({ advanceMinTotal: 200_000, advancePercent: 40 });
    expect(root.settings).not.toHaveProperty("requireCustomerConfirmation");
    expect(root.settings).not.toHaveProperty("announcedStatuses");
    expect(root.settings).not.toHaveProperty("shopMails");
  });
});
