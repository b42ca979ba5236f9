import { and, asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, productReviews } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { sendDueMail } from "~/modules/mail/worker.server";
import { renderOrderMailAtSending } from "~/modules/orders/order-mail-render.server";
import { moderateReview } from "~/modules/reviews/moderation.server";
import { OWNER_MAIL_MAX_HOLD_SECONDS, OWNER_REVIEWS_TOPIC } from "~/modules/reviews/review-mails.server";
import { loader as adminFrameLoader } from "~/routes/admin/layout";
import { action as reviewsAction, loader as reviewsLoader } from "~/routes/admin/reviews";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import { freshIp, ORIGIN, pageRequest, routeArgs, setupAccounts, signedInCookie } from "../setup/accounts";
import { makeProduct } from "../setup/orders";
import { orderWith, postReview, reviewsOf } from "../setup/reviews";

// Issue 33, part 8: the owner hears of reviews waiting (one mail for a burst), the dashboard
// counts them, and the reviewer hears once that theirs is published.

delete process.env.SHOP_EMAIL; // the owner's notice goes to the settings' general address
setupAccounts();

const GENERAL = "hello@shahkaar.example";
const owner = { email: "reviews-owner@shop.example", password: "owner-password-1", name: "Reviews Owner" };
let adminCookie = "";

beforeAll(async () => {
  expect(await createOrPromoteAdmin(owner)).toBe("created");
  adminCookie = await signedInCookie(freshIp(), owner);
});

beforeEach(async () => {
  await db().delete(mailOutbox);
  await db().delete(productReviews);
});

const ownerMails = () =>
  db().select().from(mailOutbox).where(eq(mailOutbox.kind, "review-new")).orderBy(asc(mailOutbox.createdAt));
const waitingOwnerMails = () =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.topic, OWNER_REVIEWS_TOPIC), eq(mailOutbox.status, "pending")));
const publishedMails = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "review-published"), eq(mailOutbox.to, to)));
/**
 * Past the owner's mail's waiting minute (ORDER_MAIL_DELAY_SECONDS, 60 by default), through the
 * server's renderer at sending (server/run.ts), which leaves a mail it does not know as queued.
 */
const afterTheDelay = () =>
  sendDueMail({ now: new Date(Date.now() + 61_000), renderAtSending: renderOrderMailAtSending });

async function reviewed(name: string, fields: Record<string, string> = {}, fullName = "Ayesha Khan") {
  const product = await makeProduct({ price: 30_000, stock: 20, name });
  const { order } = await orderWith({ product, fullName });
  expect((await postReview(order, product.id, fields)).status).toBe(303);
  const [review] = await reviewsOf(product.id);
  return { order, product, review: review! };
}

describe("the owner's mail of a new review", () => {
  it("names the piece, the rating and the reviewer's first name, and links to the reviews waiting", async () => {
    await reviewed("Sheesham Side Table", { rating: "4", title: "Lovely grain" }, "Ayesha Khan Durrani");
    const [mail] = await ownerMails();
    expect(mail).toMatchObject({
      to: GENERAL,
      topic: OWNER_REVIEWS_TOPIC,
      subject: "New review of Sheesham Side Table: 4 of 5 stars",
    });
    expect(mail!.text).toContain("Ayesha has reviewed Sheesham Side Table");
    expect(mail!.text).toContain("4 of 5 stars");
    expect(mail!.text).toContain("“Lovely grain”");
    expect(mail!.text).not.toContain("Durrani");
    expect(mail!.text).toContain(`${ORIGIN}/admin/reviews?status=pending`);
    // It waits, as a customer's messages to the shop do, so that a burst of reviews is one mail.
    expect(mail!.nextAttemptAt.getTime() - mail!.createdAt.getTime()).toBeGreaterThanOrEqual(59_000);
  });

  it("a burst of reviews is one waiting mail, 'N new reviews'; after it left, the next review is a mail of its own", async () => {
    await reviewed("Chiniot Bed", { rating: "5" }, "Bilal Haider");
    await reviewed("Kinnow Armchair", { rating: "3" }, "Sana Mir");
    await reviewed("Jhoola Swing", { rating: "4" }, "Omar Siddiqui");
    const waiting = await waitingOwnerMails();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.subject).toBe("3 new reviews to read");
    for (const line of [
      "Chiniot Bed",
      "5 of 5 stars, Bilal",
      "Kinnow Armchair",
      "3 of 5 stars, Sana",
      "Jhoola Swing",
    ]) {
      expect(waiting[0]!.text).toContain(line);
    }
    expect(waiting[0]!.text).toContain(`${ORIGIN}/admin/reviews?status=pending`);

    expect(await afterTheDelay()).toMatchObject({ sent: 1 });
    await reviewed("Veranda Table", { rating: "2" }, "Hina Baig");
    const all = await ownerMails();
    expect(all.map((mail) => [mail.status, mail.subject])).toEqual([
      ["sent", "3 new reviews to read"],
      ["pending", "New review of Veranda Table: 2 of 5 stars"],
    ]);
  });

  it("five reviews at once leave one mail that counts them all", async () => {
    const orders = await Promise.all(
      ["Saba Chair", "Thar Rug", "Lalten Lamp", "Gol Bagh Table", "Sohni Nightstand"].map(async (name) => {
        const product = await makeProduct({ price: 20_000, stock: 5, name });
        return orderWith({ product });
      }),
    );
    const outcomes = await Promise.all(orders.map(({ order, product }) => postReview(order, product.id)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([303, 303, 303, 303, 303]);
    const waiting = await waitingOwnerMails();
    expect(waiting.map((mail) => mail.subject)).toEqual(["5 new reviews to read"]);
  });

  it("a steady stream of reviews holds the mail back no longer than its limit", async () => {
    await reviewed("Majlis Table");
    // The waiting mail's first review came longer ago than the limit: the next one sends at once.
    const [first] = await waitingOwnerMails();
    const since = new Date(Date.now() - (OWNER_MAIL_MAX_HOLD_SECONDS + 5) * 1000).toISOString();
    await db()
      .update(mailOutbox)
      .set({ render: { ...first!.render!, input: { ...first!.render!.input, since } } })
      .where(eq(mailOutbox.id, first!.id));
    await reviewed("Sardar Chair");
    const [mail] = await waitingOwnerMails();
    expect(mail!.subject).toBe("2 new reviews to read");
    expect(mail!.nextAttemptAt.getTime() - mail!.createdAt.getTime()).toBeLessThan(1_000);
  });

  it("a repeated post of the same review mails nothing more", async () => {
    const { order, product } = await reviewed("Kirthar Side Table");
    expect((await postReview(order, product.id)).status).toBe(303);
    expect(await ownerMails()).toHaveLength(1);
  });
});

describe("the dashboard's count of reviews waiting", () => {
  const frame = async () =>
    (await adminFrameLoader(routeArgs(pageRequest("/admin", { cookie: adminCookie })))) as {
      pipeline: { reviewsWaiting: number };
    };

  it("counts the reviews waiting to be read, not the published or hidden ones", async () => {
    expect((await frame()).pipeline.reviewsWaiting).toBe(0);
    const first = await reviewed("Bahi Khata Cabinet");
    await reviewed("Munshi Chair");
    const third = await reviewed("Sheesh Mahal Console");
    expect((await frame()).pipeline.reviewsWaiting).toBe(3);
    await moderateReview(first.review.id, "approve", TEST_ADMIN);
    await moderateReview(third.review.id, "hide", TEST_ADMIN);
    expect((await frame()).pipeline.reviewsWaiting).toBe(1);
  });

  it("its link's list, the reviews waiting, is the moderation list filtered to them", async () => {
    await reviewed("Chai Khana Stool");
    const page = (await reviewsLoader(
      routeArgs(pageRequest("/admin/reviews?status=pending", { cookie: adminCookie })),
    )) as { filter: string; counts: { pending: number }; reviews: unknown[] };
    expect(page).toMatchObject({ filter: "pending", counts: { pending: 1 } });
    expect(page.reviews).toHaveLength(1);
  });
});

describe("the reviewer's mail when the review is published", () => {
  it("is sent once on approval, from the admin's action, with a link to the product page; audited as before", async () => {
    const { review, product, order } = await reviewed(
      "Shalimar Wingback",
      { title: "Our reading corner" },
      "Mehreen Aslam",
    );
    const approve = () =>
      reviewsAction(
        routeArgs(
          pageRequest("/admin/reviews", { cookie: adminCookie, form: { intent: "approve", reviewId: review.id } }),
        ),
      );
    await approve();
    const [mail] = await publishedMails(order.email.toLowerCase());
    expect(mail).toMatchObject({ subject: "Your review of Shalimar Wingback is published", replyTo: GENERAL });
    expect(mail!.text).toContain("Hello Mehreen,");
    expect(mail!.text).toContain("“Our reading corner”");
    expect(mail!.text).toContain(`${ORIGIN}/furniture/${product.slug}#reviews`);
    expect(mail!.text).toMatch(/Published on [A-Z][a-z]{2} \d{2}, \d{4}\./);
    const audited = async (action: string) =>
      (await auditEntries(action)).filter((entry) => entry.targetId === review.id);
    expect(await audited("review.approved")).toMatchObject([{ actorEmail: owner.email }]);

    // Approved again (a second click), hidden and approved again: no second mail.
    await approve();
    await moderateReview(review.id, "hide", TEST_ADMIN);
    await moderateReview(review.id, "approve", TEST_ADMIN);
    expect(await publishedMails(order.email.toLowerCase())).toHaveLength(1);
    expect(await audited("review.approved")).toHaveLength(2);
    expect(await audited("review.hidden")).toHaveLength(1);
  });

  it("is not sent for a review hidden (rejected) from the start, nor for an answer", async () => {
    const { review, order } = await reviewed("Sheesha Mirror");
    await moderateReview(review.id, "hide", TEST_ADMIN);
    await moderateReview(review.id, "reply", TEST_ADMIN, "Thank you for writing to us.");
    expect(await publishedMails(order.email.toLowerCase())).toHaveLength(0);
    // Published after all, later: it is told then, once.
    await moderateReview(review.id, "approve", TEST_ADMIN);
    expect(await publishedMails(order.email.toLowerCase())).toHaveLength(1);
  });

  it("five admins approving at once send one mail", async () => {
    const { review, order } = await reviewed("Badshahi Table");
    await Promise.all(Array.from({ length: 5 }, () => moderateReview(review.id, "approve", TEST_ADMIN, null, ORIGIN)));
    expect(await publishedMails(order.email.toLowerCase())).toHaveLength(1);
  });
});
