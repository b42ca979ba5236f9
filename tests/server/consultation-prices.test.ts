import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { saveShopSettings } from "~/modules/settings/settings.server";
import { loader as serviceLoader } from "~/routes/storefront/service";
import { setupTestDatabase } from "../setup/test-database";

/**
 * Issue 33, part 4: a consultation's price lives in the settings, and the pages that name it
 * read it from there, so a change in the admin shows everywhere and no page keeps a figure of its own.
 */
setupTestDatabase();

const service = (slug: string) => serviceLoader({ params: { slug } } as unknown as Parameters<typeof serviceLoader>[0]);

describe("consultation prices", () => {
  it("are the settings' on the service pages, in the price list and the answers", async () => {
    await saveShopSettings({ ...defaultShopSettings, consultationFees: { showroom: 0, home: 20_000, video: 0 } });
    const consultation = await service("consultation");
    expect(consultation.pricing.options.find((option) => option.name === "Consultation session")?.price).toBe(
      "Free, or PKR 20,000 for a home visit",
    );
    expect(consultation.faqs.map((faq) => faq.answer).join(" ")).toContain(
      "free at our showroom or by video call, and PKR 20,000 for a home visit",
    );
    const styling = await service("home-styling");
    expect(styling.pricing.options.find((option) => option.name === "Styling consultation")?.price).toBe(
      "PKR 20,000 per visit",
    );

    await saveShopSettings({ ...defaultShopSettings, consultationFees: { showroom: 0, home: 0, video: 0 } });
    expect(JSON.stringify(await service("consultation"))).not.toMatch(/PKR 20,000|\{consultation/);
  });

  it("are written in no page's text: the content names them by placeholder only", () => {
    for (const page of ["services", "interior-design", "custom-orders", "terms-of-service"]) {
      const text = readFileSync(`app/modules/content/pages/${page}.ts`, "utf8");
      expect(text, page).not.toMatch(/PKR 15,000 (per session|each)|session with one of our designers, PKR/);
    }
  });
});
