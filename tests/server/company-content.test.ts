import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { homeContent, partners } from "~/db/schema";
import { loadSetupChecklist } from "~/modules/admin/setup-checklist.server";
import { formFromCompanyContent } from "~/modules/content/company-content-form";
import { defaultCompanyContent } from "~/modules/content/company-content.defaults";
import { getCompanyContent } from "~/modules/content/company-content.server";
import * as companyRoute from "~/routes/admin/company";
import { loader as careersLoader } from "~/routes/storefront/info/careers";
import { loader as contactLoader } from "~/routes/storefront/info/contact";
import { loader as pressLoader } from "~/routes/storefront/info/press";
import { loader as storyLoader } from "~/routes/storefront/info/our-story";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { type Handler, postForm, setupAdminContent } from "../setup/admin-content";
import { auditEntries } from "../setup/audit";

/**
 * /admin/company (issue 33, part 6): the story, milestones, press releases and open positions are
 * the owner's to edit or remove; the pages read them; the setup checklist lists what the demo invented.
 */
const content = setupAdminContent();
const action = companyRoute.action as Handler;
const shopName = "Shahkaar Interiors";
const demo = defaultCompanyContent(shopName);
const form = (intent: string, change: Record<string, string> = {}) => ({
  ...formFromCompanyContent(demo),
  intent,
  ...change,
});
const post = (values: Record<string, string>) => content.post(action, "/admin/company", values);
const snapshot = async () => ({
  content: await db().select().from(homeContent),
  audit: await auditEntries("content.company-updated"),
});
const demoClaims = async () =>
  (await loadSetupChecklist({ twoFactorEnabled: false })).find((step) => step.id === "demo-claims")!;
const pageArgs = (path: string) => routeArgs<object>(pageRequest(path)) as never;

describe("the company pages' content", () => {
  it("is the demo's until the owner saves it, and the checklist lists each invention", async () => {
    expect(await getCompanyContent()).toEqual(demo);
    expect((await storyLoader()).milestones).toHaveLength(9);
    expect((await pressLoader()).releases.map((release) => release.date)).toEqual([
      "2026-09-15",
      "2026-04-22",
      "2025-10-08",
      "2025-03-12",
    ]);
    const careers = await careersLoader();
    expect(careers.positions.map((position) => position.slug)).toEqual([
      "senior-furniture-designer",
      "interior-design-consultant",
      "master-craftsman",
      "sales-executive",
    ]);
    const contact = await contactLoader(pageArgs("/contact?subject=careers&position=master-craftsman"));
    expect(contact.position).toEqual({ title: "Master Craftsman" });
    const step = await demoClaims();
    expect(step.done).toBe(false);
    expect(step.text).toContain("the founding year 2009 (Settings)");
    expect(step.text).toContain("the story and the founders' quote (Company pages)");
    expect(step.text).toContain("9 milestones (Company pages)");
    expect(step.text).toContain("4 press releases (Company pages)");
    expect(step.text).toContain("4 open positions (Company pages)");
    expect(step.text).toContain("the figure '200+ Happy Clients' (Home page content)");
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [form("story", { "story.quoteBy": "" }), { "story.quoteBy": "Please say whose words the quote is." }],
      [
        form("story", { "story.lead": "L".repeat(401) }),
        { "story.lead": "Please keep the opening line under 400 characters." },
      ],
      [
        form("story", { "story.paragraphs": Array.from({ length: 6 }, (_, n) => `Paragraph ${n}.`).join("\n\n") }),
        { "story.paragraphs": "Please keep the story to 5 paragraphs." },
      ],
      [
        form("milestones", { "milestones.3.year": "13" }),
        { "milestones.3.year": "Please enter the year as four digits, such as 2013." },
      ],
      [
        form("milestones", { "milestones.9.title": "A new kiln" }),
        {
          "milestones.9.year": "Please enter the year as four digits, such as 2013.",
          "milestones.9.text": "Please enter the text.",
        },
      ],
      [
        form("press", { "press.1.date": "2026-02-30" }),
        { "press.1.date": "Please enter the date as year-month-day, such as 2026-09-15." },
      ],
      [
        form("press", { "press.0.title": "Open\u0007ing" }),
        { "press.0.title": expect.stringContaining("control character") as unknown as string },
      ],
      [
        form("positions", { "positions.2.duties": Array.from({ length: 7 }, (_, n) => `Duty ${n}`).join("\n") }),
        { "positions.2.duties": "Please list at most 6 duties." },
      ],
      [form("positions", { "positions.0.location": " " }), { "positions.0.location": "Please enter the location." }],
    ];
    for (const [values, errors] of cases) {
      const result = await post(values);
      expect(result.status, JSON.stringify(errors)).toBe(400);
      expect(result.body.notice).toMatchObject({ tone: "error" });
      expect(result.body.errors).toEqual(errors);
    }
    const unknown = await post({ intent: "history" });
    expect(unknown.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("saves each section with its audit entry, the pages show it, and a cleared list leaves the page", async () => {
    const story = await post(
      form("story", {
        "story.lead": "Founded by two brothers in Township, Lahore.",
        "story.paragraphs": "We started with one lathe.\nAnd a van.\n\nNow we are twelve.",
        "story.quote": "",
        "story.quoteBy": "",
      }),
    );
    expect(story.status).toBe(200);
    expect(story.body.notice).toMatchObject({ tone: "success" });
    const page = await storyLoader();
    expect(page.story).toEqual({
      lead: "Founded by two brothers in Township, Lahore.",
      paragraphs: ["We started with one lathe. And a van.", "Now we are twelve."],
      quote: "",
      quoteBy: "",
    });

    const emptyPress = Object.fromEntries(
      [0, 1, 2, 3].flatMap((row) => ["date", "title", "summary"].map((field) => [`press.${row}.${field}`, ""])),
    );
    expect((await post(form("press", emptyPress))).status).toBe(200);
    expect((await pressLoader()).releases).toEqual([]);

    const positions = await post(
      form("positions", {
        "positions.0.title": "Upholsterer",
        "positions.0.team": "",
        "positions.0.experience": "",
        "positions.0.duties": "Cut and sew covers\n\nFit foam",
        "positions.1.title": "",
        "positions.1.team": "",
        "positions.1.location": "",
        "positions.1.type": "",
        "positions.1.experience": "",
        "positions.1.summary": "",
        "positions.1.duties": "",
        "positions.2.title": "",
        "positions.2.team": "",
        "positions.2.location": "",
        "positions.2.type": "",
        "positions.2.experience": "",
        "positions.2.summary": "",
        "positions.2.duties": "",
        "positions.3.title": "",
        "positions.3.team": "",
        "positions.3.location": "",
        "positions.3.type": "",
        "positions.3.experience": "",
        "positions.3.summary": "",
        "positions.3.duties": "",
      }),
    );
    expect(positions.status).toBe(200);
    const careers = await careersLoader();
    expect(careers.positions).toHaveLength(1);
    expect(careers.positions[0]).toMatchObject({
      title: "Upholsterer",
      slug: "upholsterer",
      duties: ["Cut and sew covers", "Fit foam"],
    });
    // A careers link to a position no longer open asks for a CV, not for a job the shop no longer offers.
    expect((await contactLoader(pageArgs("/contact?subject=careers&position=master-craftsman"))).position).toBeNull();

    const entries = await auditEntries("content.company-updated");
    expect(entries.map((entry) => entry.targetId)).toEqual(["story", "press", "positions"]);
    // The same again records nothing.
    expect((await post(form("press", emptyPress))).status).toBe(200);
    expect(await auditEntries("content.company-updated")).toHaveLength(3);
  });

  it("ticks the checklist's step once every invention is replaced or removed", async () => {
    await post(form("milestones"));
    const stillDemo = (await demoClaims()).text;
    expect(stillDemo).not.toContain("milestones");
    expect(stillDemo).not.toContain("press releases");
    expect(stillDemo).not.toContain("founding year");
    expect(stillDemo).toContain("the figure '200+ Happy Clients'");

    const [row] = await db().select().from(homeContent);
    const stored = (row?.value ?? {}) as { stats?: unknown };
    await db()
      .update(homeContent)
      .set({ value: { ...stored, stats: [{ value: "", label: "Products", source: "products" }] } });
    await db().delete(partners);
    expect(await demoClaims()).toMatchObject({ done: true, text: "Every claim about your business is your own." });
  });

  it("is for admins only", async () => {
    const before = await snapshot();
    const refused = await thrownResponse(() =>
      postForm(action, "/admin/company", {
        cookie: content.customerCookie,
        form: form("story", { "story.lead": "Hacked" }),
      }),
    );
    expect(refused.status).toBe(302);
    expect(await snapshot()).toEqual(before);
  });
});
