import { greeting, renderMail, type MailShop, type RenderedMail } from "~/modules/mail/layout";
import { formatShopDate } from "~/utils/shop-time";

/** What the owner's mail says of one review waiting to be read. */
export interface NewReviewFacts {
  productName: string;
  rating: number;
  /** The reviewer's first name, as their order gives it. */
  firstName: string;
  title: string;
  receivedAt: Date;
}

function oneLine(value: string, max: number) {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const stars = (rating: number) => `${rating} of 5 stars`;

/**
 * To the shop: reviews wait to be read. One review is named in full; a burst of them (the mail
 * waiting in the outbox is replaced: see review-mails.server.ts) is one mail, 'N new reviews',
 * listing the newest `reviews` of them; `total` counts them all. `adminUrl` opens the waiting list.
 */
export function newReviewsMail(
  reviews: NewReviewFacts[],
  total: number,
  shop: MailShop,
  adminUrl: string,
): RenderedMail {
  const [only] = reviews;
  if (total <= 1 && only) {
    const product = oneLine(only.productName, 120);
    const name = oneLine(only.firstName, 60) || "A customer";
    return renderMail(
      {
        subject: oneLine(`New review of ${product}: ${stars(only.rating)}`, 200),
        preheader: oneLine(`${name} wrote: “${only.title}”`, 140),
        heading: "A new review to read",
        blocks: [
          {
            kind: "paragraph",
            text: `${name} has reviewed ${product}. It shows on the product page once you approve it.`,
          },
          {
            kind: "lines",
            rows: [
              { label: "Piece", value: product },
              { label: "Rating", value: stars(only.rating) },
              { label: "From", value: name },
              { label: "Received", value: formatShopDate(only.receivedAt) },
            ],
          },
          { kind: "paragraph", text: `“${oneLine(only.title, 200)}”` },
          { kind: "button", label: "Read it in the admin", url: adminUrl },
        ],
      },
      shop,
    );
  }
  const more = total - reviews.length;
  return renderMail(
    {
      subject: `${total} new reviews to read`,
      preheader: only ? oneLine(`${only.firstName}: ${stars(only.rating)} for ${only.productName}`, 140) : "",
      heading: `${total} new reviews to read`,
      blocks: [
        {
          kind: "paragraph",
          text: "Customers have reviewed pieces they received from us. Each shows on its product page once you approve it.",
        },
        {
          kind: "lines",
          rows: reviews.map((review) => ({
            label: oneLine(review.productName, 80),
            value: `${stars(review.rating)}, ${oneLine(review.firstName, 40) || "a customer"}`,
          })),
        },
        ...(more > 0
          ? [
              {
                kind: "note" as const,
                text: `And ${more} more ${more === 1 ? "waits" : "wait"} in the admin.`,
              },
            ]
          : []),
        { kind: "button", label: "Read them in the admin", url: adminUrl },
      ],
    },
    shop,
  );
}

/** What the reviewer's mail names once their review is published. */
export interface PublishedReviewFacts {
  firstName: string;
  productName: string;
  title: string;
  publishedAt: Date;
  /** The product's page, or null while the piece is out of the catalogue (the review shows when it returns). */
  productUrl: string | null;
}

/** To the reviewer, once: the shop published their review. */
export function reviewPublishedMail(review: PublishedReviewFacts, shop: MailShop): RenderedMail {
  const product = oneLine(review.productName, 120);
  return renderMail(
    {
      subject: oneLine(`Your review of ${product} is published`, 200),
      preheader: "Thank you for telling other customers about it.",
      heading: "Your review is published",
      blocks: [
        { kind: "paragraph", text: greeting(review.firstName) },
        {
          kind: "paragraph",
          text: `Thank you for reviewing ${product}. Your review “${oneLine(review.title, 200)}” now helps others choose their furniture.`,
        },
        review.productUrl
          ? { kind: "button", label: "See it on the product page", url: review.productUrl }
          : {
              kind: "paragraph",
              text: "The piece is not in our catalogue just now: your review shows on its page when it returns.",
            },
        { kind: "note", text: `Published on ${formatShopDate(review.publishedAt)}.` },
      ],
    },
    shop,
  );
}
