import { describe, expect, it } from "vitest";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { newReviewsMail, reviewPublishedMail, type NewReviewFacts } from "./review-mails";

const shop = defaultShopSettings;
const ADMIN = "https://shop.example/admin/reviews?status=pending";
const review = (overrides: Partial<NewReviewFacts> = {}): NewReviewFacts => ({
  productName: "Sheesham Side Table",
  rating: 4,
  firstName: "Ayesha",
  title: "Lovely grain",
  receivedAt: new Date("2024-01-05T20:00:00Z"),
  ...overrides,
});

describe("the owner's mail of reviews waiting", () => {
  it("names one review's piece, stars, reviewer and day (the shop's), with the link to the waiting list", () => {
    const mail = newReviewsMail([review()], 1, shop, ADMIN);
    expect(mail.subject).toBe("New review of Sheesham Side Table: 4 of 5 stars");
    expect(mail.text).toContain("Ayesha has reviewed Sheesham Side Table.");
    // 20:00 UTC is the next day in Lahore.
    expect(mail.text).toMatch(/Received\s+Jan 06, 2024/);
    expect(mail.text).toContain(`Read it in the admin:\n${ADMIN}`);
  });

  it("counts a burst, lists the newest and says how many more wait", () => {
    const mail = newReviewsMail(
      [review(), review({ productName: "Chiniot Bed", rating: 5, firstName: "Bilal" })],
      14,
      shop,
      ADMIN,
    );
    expect(mail.subject).toBe("14 new reviews to read");
    expect(mail.text).toMatch(/Chiniot Bed\s+5 of 5 stars, Bilal/);
    expect(mail.text).toContain("And 12 more wait in the admin.");
    expect(newReviewsMail([review(), review()], 3, shop, ADMIN).text).toContain("And 1 more waits in the admin.");
  });

  it("escapes what customers typed, and names a nameless reviewer 'A customer'", () => {
    const mail = newReviewsMail([review({ title: "<b>Great</b>", firstName: " " })], 1, shop, ADMIN);
    expect(mail.html).toContain("&lt;b&gt;Great&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Great");
    expect(mail.text).toContain("A customer has reviewed");
  });
});

describe("the reviewer's mail once published", () => {
  const published = {
    firstName: "Ayesha",
    productName: "Sheesham Side Table",
    title: "Lovely grain",
    publishedAt: new Date("2024-01-05T10:00:00Z"),
  };

  it("greets them and links to the product page", () => {
    const mail = reviewPublishedMail({ ...published, productUrl: "https://shop.example/furniture/x#reviews" }, shop);
    expect(mail.subject).toBe("Your review of Sheesham Side Table is published");
    expect(mail.text).toContain("Hello Ayesha,");
    expect(mail.text).toContain("https://shop.example/furniture/x#reviews");
    expect(mail.text).toContain("Published on Jan 05, 2024.");
  });

  it("without a page (the piece is out of the catalogue) says it shows when the piece returns", () => {
    const mail = reviewPublishedMail({ ...published, productUrl: null }, shop);
    expect(mail.text).toContain("your review shows on its page when it returns");
    expect(mail.text).not.toContain("/furniture/");
  });
});
