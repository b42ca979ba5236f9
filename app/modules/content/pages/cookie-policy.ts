import type { PolicySection } from "../components/info-policy";
import type { LegalPageData } from "../components/legal-page";
import { formatShopDate } from "~/utils/shop-time";

/** The cookie policy page (/cookie-policy): its hero, meta and closing "Contact us" line. */
export const cookiePolicyPage: LegalPageData = {
  title: "Cookie Policy",
  description:
    "We use only essential cookies and session storage: no advertising cookies, no third-party trackers. Here is exactly what we store and why.",
  path: "/cookie-policy",
  eyebrow: "Legal",
  lead: "We keep it simple: only the cookies and browser storage the website needs to work, and no advertising trackers.",
  updated: { dateTime: "2026-11-01", label: formatShopDate("2026-11-01") },
  sections: cookieSections,
  contactIntro: "Questions about cookies or how we use your information?",
  emailSubject: "Question about cookies",
};

/** The cookie policy's sections: essential cookies and session storage only, no trackers. */
export function cookieSections(name: string): readonly PolicySection[] {
  return [
    {
      id: "what-cookies-are",
      title: "What cookies are",
      blocks: [
        "Cookies are small text files a website stores in your browser so it can remember something between pages, such as the fact that you are signed in. Browser storage (localStorage) works in a similar way, but its contents never leave your device.",
      ],
    },
    {
      id: "what-we-use",
      title: "What we use",
      blocks: [
        `${name} uses only what the website needs to work. Because these are strictly necessary, they do not need your consent, and we do not show a cookie banner.`,
        {
          table: {
            caption: "Cookies and browser storage used on this website",
            columns: ["Name", "Type", "Purpose", "How long"],
            rows: [
              [
                "Session cookie",
                "Essential cookie (first party)",
                "Keeps you signed in, links your cart and wishlist to your account, and protects forms against cross-site request forgery.",
                "Until you sign out, or after a period without use",
              ],
              [
                "shop.deliver-to",
                "Essential cookie (first party)",
                "Remembers the city you chose on a product page, so the delivery date and charge shown are for your city.",
                "Until you close your browser",
              ],
              [
                "shop-splash-seen",
                "localStorage (stays on your device)",
                "Remembers that you have already seen the short intro animation, so it plays only once in this browser.",
                "Until you clear this website's data in your browser",
              ],
            ],
          },
        },
      ],
    },
    {
      id: "what-we-do-not-use",
      title: "What we don't use",
      blocks: [
        {
          list: [
            "No advertising or retargeting cookies.",
            "No third-party analytics or tracking pixels, including social-media pixels.",
            "No cookies that follow you to other websites or build a profile of you.",
          ],
        },
        "If this ever changes, we will update this policy first and ask for your consent before setting any non-essential cookie.",
      ],
    },
    {
      id: "managing-cookies",
      title: "Managing cookies",
      blocks: [
        "You can block or delete cookies in your browser's settings, and clear session storage by closing the tab. If you block our session cookie, you can still browse the collection, but you will not be able to sign in, keep a cart or check out.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "We will update this page if the way we use cookies changes. The date at the top shows when it was last revised.",
      ],
    },
  ];
}
