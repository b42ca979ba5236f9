import type { PolicySection } from "../components/info-policy";
import type { LegalPageData } from "../components/legal-page";
import { formatShopDate } from "~/utils/shop-time";

/** The terms of service page (/terms-of-service): its hero, meta and closing "Contact us" line. */
export const termsOfServicePage: LegalPageData = {
  title: "Terms of Service",
  description:
    "The terms that apply when you shop with us or use our design services: orders, payment, prices, custom orders, delivery, returns and warranty.",
  path: "/terms-of-service",
  eyebrow: "Legal",
  lead: "The plain-language terms that apply when you shop with us, commission a piece or use our design services.",
  updated: { dateTime: "2026-11-01", label: formatShopDate("2026-11-01") },
  sections: termsSections,
  contactIntro: "Questions about these terms, or about an order?",
  emailSubject: "Question about your terms",
};

/** The terms of service's sections. `name` is the shop's name from settings. */
export function termsSections(name: string): readonly PolicySection[] {
  return [
    {
      id: "about-these-terms",
      title: "About these terms",
      blocks: [
        `These terms apply when you use this website or buy products and services from ${name}, a furniture and interior-design company based in Lahore, Pakistan. By placing an order or creating an account you agree to them. Our Privacy Policy, Cookie Policy and the delivery, returns and warranty pages form part of these terms.`,
      ],
    },
    {
      id: "accounts",
      title: "Your account",
      blocks: [
        "You must be at least 18 to create an account or place an order. Please give accurate details, keep your password to yourself, and tell us straight away if you think someone else has used your account. You are responsible for orders placed through it.",
      ],
    },
    {
      id: "products-and-prices",
      title: "Products, prices and availability",
      blocks: [
        {
          list: [
            "Prices are in Pakistani rupees (PKR) and include applicable sales tax unless stated otherwise. Delivery charges are shown separately.",
            "Solid wood, marble, leather and hand-loomed fabrics vary naturally in grain, veining and shade; no two pieces are identical, and colours on screen may differ slightly from the real thing.",
            "Handmade pieces may vary from listed dimensions by up to 2 cm.",
            "If a price is shown in error or an item becomes unavailable, we will contact you before going ahead, and you may cancel for a full refund.",
          ],
        },
      ],
    },
    {
      id: "orders-and-payment",
      title: "Orders and payment",
      blocks: [
        "Your order is an offer to buy. It is accepted when we confirm it by e-mail. We accept Cash on Delivery and bank transfer; for bank transfers, production begins once the payment reaches our account.",
        "You may modify or cancel an order within 24 hours of placing it. After that, production may have begun and changes are at our discretion.",
      ],
    },
    {
      id: "custom-orders",
      title: "Custom orders and design services",
      blocks: [
        "Made-to-measure pieces are built to the drawings, sizes and materials you approve in writing, and may require a deposit stated in your quotation. Because they are made for you alone, they can be returned only for a manufacturing defect.",
        "A design consultation is {consultation-prices}, as the booking page shows before you book; design packages are charged as quoted. Drawings, layouts and 3D visualisations remain our intellectual property; once paid for, you may use them for your own project.",
      ],
    },
    {
      id: "delivery-returns-warranty",
      title: "Delivery, returns and warranty",
      blocks: [
        "Delivery times, zones and charges are set out on our Shipping and Delivery page, return windows on our Returns and Exchanges page, and warranty cover on our Warranty page. Responsibility for a piece passes to you once it has been delivered and inspected with our team.",
      ],
    },
    {
      id: "using-the-website",
      title: "Using our website",
      blocks: [
        "Please use the website lawfully. You may not copy our designs, photographs or text for commercial use, attempt to break into accounts or systems, overload the site with automated requests, or use it to send unlawful or offensive material.",
        `All content on this website, including product designs, photographs and the ${name} name and logo, belongs to us or our licensors.`,
      ],
    },
    {
      id: "liability",
      title: "Our responsibility to you",
      blocks: [
        "We take care to make good furniture and to describe it accurately. To the extent the law allows, we are not responsible for losses that were not foreseeable, or for delays caused by events outside our control such as strikes, floods, road closures or shortages.",
        "Nothing in these terms limits your rights under the consumer-protection laws of Pakistan, including the Punjab Consumer Protection Act, 2005. These terms are written to be clear; they are not legal advice.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      blocks: [
        "These terms are governed by the laws of Pakistan. If something goes wrong, please talk to us first; most problems are solved with a phone call. Any dispute we cannot resolve together falls under the jurisdiction of the courts at Lahore.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        "We may update these terms from time to time. The version shown when you place an order applies to that order; the date at the top of this page shows when they last changed.",
      ],
    },
  ];
}
