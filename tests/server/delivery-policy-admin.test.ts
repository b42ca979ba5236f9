import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, deliveryPolicies } from "~/db/schema";
import { formFromPolicy } from "~/modules/delivery/delivery-policy-form";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { demoDeliveryPolicy } from "~/modules/delivery/demo-delivery-policy";
import * as deliveryRoute from "~/routes/admin/delivery";
import * as shippingRoute from "~/routes/storefront/info/shipping";
import { thrownResponse } from "../setup/accounts";
import { auditEntries } from "../setup/audit";
import { type ActionBody, type Handler, loadPage, postForm, setupAdminContent } from "../setup/admin-content";

/**
 * The Delivery tab, driven through its route module as the server runs it: an admin's session
 * cookie and a form post. What it saves is what /shipping (and checkout) read next.
 */
const content = setupAdminContent();
const { post, load } = content;
const action = deliveryRoute.action as Handler;

/** Everything the policy and the audit log hold: a refused post must leave both as they were. */
const snapshot = async () => ({
  policy: await db().select().from(deliveryPolicies),
  audit: await db().select().from(auditLog),
});

const demoForm = () => ({ ...formFromPolicy(demoDeliveryPolicy), intent: "save" });

describe("the delivery policy in the admin", () => {
  it("shows the policy to an admin", async () => {
    const page = await load(deliveryRoute.loader as Handler, "/admin/delivery");
    expect(page.policy).toEqual(demoDeliveryPolicy);
  });

  it("refuses invalid figures and text, saves nothing, and names each field", async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { "zones.0.transitDays.min": "3" },
        { "zones.0.transitDays.min": "Zone 1: the fastest transit time cannot be longer than the slowest." },
      ],
      [
        { "zones.2.cities": "Karachi, Lahore" },
        { "zones.2.cities": 'Zone 3: "Lahore" is already in Zone 1; a city can belong to one zone only.' },
      ],
      [
        { "zones.2.pricing.standardCharge": "abc" },
        { "zones.2.pricing.standardCharge": "Please enter a whole number of rupees from 0 to 10,000,000." },
      ],
      [{ "zones.1.name": "Z".repeat(300) }, { "zones.1.name": "Please give the zone a name of 1 to 60 characters." }],
      [{ "zones.3.areasNote": "and other\u0007 areas" }, { "zones.3.areasNote": expect.stringContaining("control") }],
    ];
    for (const [change, errors] of cases) {
      const result = await post(action, "/admin/delivery", { ...demoForm(), ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body.notice).toMatchObject({ tone: "error" });
      expect(result.body.errors).toEqual(errors);
      // The values sent come back, so a page posted without JavaScript shows them again.
      expect((result.body as ActionBody & { values?: Record<string, string> }).values).toMatchObject(change);
    }
    // A text-direction control is refused as the form is read, before the action runs.
    const unsafe = await thrownResponse(() =>
      post(action, "/admin/delivery", { ...demoForm(), "options.1.included": "Fast \u202Edelivery" }),
    );
    expect(unsafe.status).toBe(400);
    expect(await unsafe.text()).toContain("text-direction");
    expect(await snapshot()).toEqual(before);
    expect(await getDeliveryPolicy()).toEqual(demoDeliveryPolicy);
  });

  it("saves a changed policy with its audit entry, and /shipping shows it", async () => {
    const result = await post(action, "/admin/delivery", {
      ...demoForm(),
      "zones.2.pricing.standardCharge": "13,000",
      "zones.3.areasNote": "and the northern areas",
    });
    expect(result.status).toBe(200);
    expect(result.body.notice).toMatchObject({ tone: "success", text: expect.stringContaining("saved") });

    const saved = await getDeliveryPolicy();
    expect(saved.zones[2]!.pricing).toEqual({ kind: "priced", freeAbove: 100_000, standardCharge: 13_000 });
    expect(saved.zones[3]!.areasNote).toBe("and the northern areas");
    expect(saved.options).toEqual(demoDeliveryPolicy.options);

    const [entry, ...more] = await auditEntries("delivery.updated");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: "owner@shop.example",
      targetType: "delivery-policy",
      changes: {
        "zone-3 standard charge": { before: 12_000, after: 13_000 },
        "zone-4 areas note": { before: "and other remote areas", after: "and the northern areas" },
      },
    });

    const shipping = await loadPage<{ zones: string[][] }>(shippingRoute.loader as Handler, "/shipping");
    expect(shipping.zones[2]).toEqual([
      "Zone 3",
      "Karachi, Multan, Peshawar, Hyderabad, Bahawalpur and Sukkur",
      "3-5 business days",
      "Free above PKR 100,000; PKR 13,000 below",
    ]);
    expect(shipping.zones[3]![1]).toBe("Quetta, Gwadar, Gilgit, Skardu, Muzaffarabad and the northern areas");

    // Saving the same figures again records nothing new.
    const again = await post(action, "/admin/delivery", { ...formFromPolicy(saved), intent: "save" });
    expect(again.status).toBe(200);
    expect(await auditEntries("delivery.updated")).toHaveLength(1);
  });

  it("adds and removes zones in the form without saving anything", async () => {
    const before = await snapshot();
    const form = { ...formFromPolicy(await getDeliveryPolicy()) };
    const added = await post(action, "/admin/delivery", { ...form, intent: "add-zone" });
    const addedValues = (added.body as ActionBody & { values: Record<string, string> }).values;
    expect(addedValues).toMatchObject({ "zones.4.id": "zone-5", "zones.4.name": "Zone 5" });
    const removed = await post(action, "/admin/delivery", { ...addedValues, intent: "remove-zone-0" });
    const removedValues = (removed.body as ActionBody & { values: Record<string, string> }).values;
    expect(removedValues["zones.0.id"]).toBe("zone-2");
    expect(removedValues["options.1.charges.zone-1"]).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  for (const who of ["customer", "visitor"] as const) {
    it(`refuses a ${who}: the page and the save`, async () => {
      const before = await snapshot();
      const cookie = who === "customer" ? content.customerCookie : undefined;
      const form = { ...demoForm(), "zones.0.pricing.standardCharge": "1" };
      for (const run of [
        () => loadPage(deliveryRoute.loader as Handler, "/admin/delivery", { cookie }),
        () => postForm(action, "/admin/delivery", { cookie, form }),
      ]) {
        // As every admin page answers them (requireAdmin): to the sign-in page, with no data.
        const response = await thrownResponse(run);
        expect([response.status, response.headers.get("Location")]).toEqual([302, "/auth"]);
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});
