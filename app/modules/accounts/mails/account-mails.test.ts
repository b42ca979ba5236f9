import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { escapeHtml, renderMail } from "~/modules/mail/layout";
import { passwordChangedMail } from "./password-changed";
import { resetPasswordMail } from "./reset-password";
import { verifyEmailMail } from "./verify-email";

const settings = defaultShopSettings;
const hostile = `<script>alert("x")</script>`;
const url = "https://shop.example/auth/verify?token=abc&next=%2F";

const mails = {
  "verify e-mail": verifyEmailMail({ name: hostile, url, settings }),
  "reset password": resetPasswordMail({ name: hostile, url, settings }),
  "password changed": passwordChangedMail({
    name: hostile,
    when: new Date("2025-03-05T09:30:00Z"),
    origin: "https://shop.example/",
    settings,
  }),
};

function linkOf(name: keyof typeof mails) {
  return name === "password changed" ? "https://shop.example/auth/forgot-password" : url;
}

describe.each(Object.keys(mails) as (keyof typeof mails)[])("the %s mail", (name) => {
  const mail = mails[name];

  it("has a subject, a complete HTML document and a text part", () => {
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html.startsWith("<!doctype html>")).toBe(true);
    expect(mail.html).toContain('<meta charset="utf-8">');
    expect(mail.html.trimEnd().endsWith("</html>")).toBe(true);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.text.length).toBeGreaterThan(50);
  });

  it("puts the link in an href and on its own line in the text", () => {
    expect(mail.html).toContain(`href="${escapeHtml(linkOf(name))}"`);
    expect(mail.text.split("\n")).toContain(linkOf(name));
  });

  it("escapes what it is given", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("shows the shop's name and contact details from the settings", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(settings.name);
      expect(part).toContain(settings.phone);
      expect(part).toContain(settings.emails.general);
      expect(part).toContain(settings.address.city);
    }
  });
});

describe("mail content", () => {
  it("names the shop in the verification subject", () => {
    expect(mails["verify e-mail"].subject).toBe("Confirm your e-mail for Shahkaar Interiors");
  });

  it("says how long a reset link lasts and what to do if it was not asked for", () => {
    expect(mails["reset password"].text).toContain("1 hour");
    expect(mails["reset password"].text).toMatch(/did not ask for this, you can ignore/);
  });

  it("says when the password changed, in Pakistan time, and how to take the account back", () => {
    const { text } = mails["password changed"];
    expect(text).toContain("changed on Mar 05, 2025 at 14:30 PKT");
    expect(text).toContain("14:30 PKT");
    expect(text).toContain("If this wasn't you, reset your password now");
  });

  it("greets without a name when there is none", () => {
    expect(verifyEmailMail({ url, settings }).text).toContain("Hello,");
  });

  it("refuses a link that is not a web address", () => {
    expect(() => verifyEmailMail({ url: "javascript:alert(1)", settings })).toThrow(/Not a web link/);
    expect(() =>
      renderMail(
        { subject: "s", preheader: "p", heading: "h", blocks: [{ kind: "button", label: "x", url: "" }] },
        settings,
      ),
    ).toThrow();
  });
});
