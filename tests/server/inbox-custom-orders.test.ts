import { describe, expect, it } from "vitest";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { loader as customOrderLoader } from "~/routes/storefront/custom-orders";
import { mailsTo, ORIGIN, pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { mailCount, postRequest, request, SALES, setupInbox, stored, storedCount, unwrap } from "../setup/inbox";

// Custom-order requests: stored, e-mailed to the shop in the same transaction
// (DECISIONS: "No dead ends").

const inbox = setupInbox();

describe("a custom order request", () => {
  it("is stored for the signed-in customer and e-mailed to the shop in the same transaction", async () => {
    const form = request();
    const result = unwrap(await postRequest(form));
    expect(result).toMatchObject({
      status: 200,
      body: { ok: true, notice: inboxNotices.requestSubmitted, errors: {} },
    });
    expect(inboxNotices.requestSubmitted).toEqual({
      tone: "success",
      title: "Request Submitted!",
      text: "We'll contact you within 24 hours to discuss your project.",
    });

    const [row] = await stored();
    expect(row).toMatchObject({
      kind: "custom_order",
      name: "Zara Malik",
      email: "zara@shop.example",
      phone: "+923217654321",
      subject: "Custom order: Custom Furniture",
      message: form.description,
      details: {
        projectType: "custom-furniture",
        budget: "200k-500k",
        timeline: "2-3-months",
        location: "DHA Phase 6, Lahore",
      },
      status: "new",
      idempotencyKey: form.idempotencyKey,
      handledAt: null,
    });
    expect(row!.userId).toEqual(expect.any(String));

    const mails = await mailsTo(SALES, "inbox-custom-order");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("New custom order request from Zara Malik (Custom Furniture)");
    for (const text of [
      "zara@shop.example",
      "+92 321 7654321",
      "PKR 200,000 - 500,000",
      "2-3 months",
      "DHA Phase 6, Lahore",
      "brass inlay",
      "Reply to this e-mail to answer Zara Malik at zara@shop.example.",
      `${ORIGIN}/admin/inbox`,
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain("Custom Furniture");
    // The shop answers the customer by replying to the mail.
    expect(mail.replyTo).toBe("zara@shop.example");
  });

  it("keeps budget, timeline and location optional", async () => {
    const result = unwrap(await postRequest(request({ budget: "", timeline: "", location: "  " })));
    expect(result.status).toBe(200);
    const [row] = await stored();
    expect(row!.details).toEqual({ projectType: "custom-furniture" });
  });

  it("refuses missing required fields with a message per field and stores nothing", async () => {
    const result = unwrap<{ ok: boolean; errors: Record<string, string>; values: Record<string, string> }>(
      await postRequest(
        request({ name: " ", email: "", phone: "", projectType: "", description: "", location: "Karachi" }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body.ok).toBe(false);
    expect(result.body.errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter your e-mail address.",
      phone: "Please enter your phone number.",
      projectType: "Please choose a project type.",
      description: "Please describe your project.",
    });
    // What was typed comes back for a page rendered without JavaScript (never the key).
    expect(result.body.values).toMatchObject({ location: "Karachi" });
    expect(result.body.values).not.toHaveProperty("idempotencyKey");
    expect(await storedCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it("refuses a bad e-mail, a non-Pakistani phone and choices that are not on the lists", async () => {
    const result = unwrap<{ errors: Record<string, string> }>(
      await postRequest(
        request({ email: "not-an-email", phone: "042 1234567", projectType: "yacht", budget: "1m", timeline: "x" }),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      email: "Please enter a valid e-mail address.",
      phone: "Please enter a Pakistani mobile number, e.g. 0300 1234567.",
      projectType: "Please choose a project type.",
      budget: "Please choose a budget from the list.",
      timeline: "Please choose a timeline from the list.",
    });
    expect(await storedCount()).toBe(0);
  });

  it("refuses a signed-out visitor: sign in first, nothing stored", async () => {
    const response = await thrownResponse(() => postRequest(request(), null));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?reason=custom-order&redirectTo=%2Fcustom-orders%23request");
    expect(await storedCount()).toBe(0);
    expect(await mailCount()).toBe(0);
  });

  it("stores one request and sends one mail when the same form is sent twice", async () => {
    const form = request();
    const answers = await Promise.all([postRequest(form), postRequest(form)]);
    for (const answer of answers) expect(unwrap(answer).body).toMatchObject({ ok: true });
    expect(unwrap(await postRequest(form)).body).toMatchObject({ ok: true });
    expect(await storedCount()).toBe(1);
    expect(await mailsTo(SALES, "inbox-custom-order")).toHaveLength(1);
  });

  it("fills the form from the signed-in account, and gives visitors the call to sign in", async () => {
    const signedIn = await customOrderLoader(
      routeArgs(pageRequest("/custom-orders", { cookie: inbox.customerCookie })),
    );
    expect(signedIn.prefill).toEqual({ name: "Zara Malik", email: "zara@shop.example", phone: "" });
    expect(signedIn.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const again = await customOrderLoader(routeArgs(pageRequest("/custom-orders", { cookie: inbox.customerCookie })));
    expect(again.idempotencyKey).not.toBe(signedIn.idempotencyKey);
    expect(await customOrderLoader(routeArgs(pageRequest("/custom-orders")))).toEqual({
      prefill: null,
      idempotencyKey: null,
    });
  });
});
