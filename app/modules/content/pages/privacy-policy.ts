import type { PolicySection } from "../components/info-policy";
import type { LegalPageData } from "../components/legal-page";
import { formatShopDate } from "~/utils/shop-time";

/** The privacy policy page (/privacy-policy): its hero, meta and closing "Contact us" line. */
export const privacyPolicyPage: LegalPageData = {
  title: "Privacy Policy",
  description:
    "What personal information we collect when you shop or use our design services, how we use and protect it, who we share it with and your choices.",
  path: "/privacy-policy",
  eyebrow: "Legal",
  lead: "Your home is personal, and so is the information you share with us to furnish it. Here is what we collect, why, and how we look after it.",
  updated: { dateTime: "2026-11-01", label: formatShopDate("2026-11-01") },
  sections: privacySections,
  contactIntro: "Questions about your personal information, or a request to see, correct or delete it?",
  emailSubject: "Privacy request",
};

/** The privacy policy's sections. `name` is the shop's name from settings. */
export function privacySections(name: string): readonly PolicySection[] {
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        `${name} ("we", "us", "our") designs, makes and sells furniture, home décor and interior-design services from Lahore, Pakistan. This policy explains what personal information we collect when you visit our website, shop with us or use our design services, why we collect it, who we share it with and the choices you have.`,
        "It applies to this website, our showroom and factory outlet, and to messages you send us by phone, e-mail or WhatsApp.",
      ],
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        "We only ask for what we need to serve you:",
        {
          list: [
            "Account details: your name, e-mail address and phone number, and a password that we store only in hashed form.",
            "Order and delivery details: delivery address, city, phone number, order notes, the items you buy and your order history.",
            "Enquiries and projects: messages from our contact and custom-order forms, consultation notes, and any photos, floor plans or measurements you share with our designers.",
            "Payment details: whether you chose Cash on Delivery or bank transfer, and transfer references. We never collect or store card numbers.",
            "Technical information: your IP address, browser type and the pages you request, kept in our server logs for security, and the essential cookies described in our Cookie Policy.",
          ],
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        {
          list: [
            "To confirm, make, deliver and support your orders, including calling you to schedule a delivery slot.",
            "To answer your enquiries and prepare quotations, designs and consultations.",
            "To register warranties and handle returns, repairs and claims.",
            "To keep your account and our website secure and to prevent fraud.",
            "To keep the records that tax and other laws of Pakistan require of a business.",
            "With your permission only, to send occasional news about collections and events. You can unsubscribe at any time.",
          ],
        },
        "We do not sell or rent your personal information, and we do not use it for advertising profiles.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      blocks: [
        "Your information is seen by our own staff who need it to do their jobs. Outside the company, we share only what is necessary with:",
        {
          list: [
            "Courier partners who deliver to remote areas outside our own delivery routes, who receive your name, phone and address for that delivery only.",
            "Banks, to receive and verify bank transfers and to send refunds.",
            "Service providers who host our website and send our e-mails, under confidentiality obligations.",
            "Government authorities, courts or law-enforcement agencies when Pakistani law requires it.",
          ],
        },
      ],
    },
    {
      id: "order-tracking",
      title: "Order tracking",
      blocks: [
        "Anyone with an order number can see that order's status, items and dates on our Track Order page. Your name, e-mail, phone number and address are shown only to you when signed in, to our staff, or to someone who also enters the e-mail address or phone number used for the order; otherwise they are masked.",
      ],
    },
    {
      id: "storage-and-security",
      title: "How long we keep it, and how we protect it",
      blocks: [
        "We store your information on secured servers, limit access to the staff who need it, and protect our website with encrypted connections. Passwords are stored in hashed form, never as text. No system is perfectly secure, but we work to keep your information safe and will tell you promptly if a breach affects you.",
        "We keep order and invoice records for as long as tax and accounting rules require, warranty records for the life of the warranty, and other information only for as long as it is useful to you. You can ask us to close your account at any time.",
      ],
    },
    {
      id: "your-rights",
      title: "Your choices and rights",
      blocks: [
        "You may ask us to show you the personal information we hold about you, to correct it, to delete it where we are not required to keep it, or to stop sending you marketing messages. You can update your name and phone number yourself on your profile page. We reply to every request within 30 days.",
        "We handle personal information in line with the laws of Pakistan that apply to us, including the Prevention of Electronic Crimes Act, 2016, and will update this policy as Pakistan's data-protection law develops. This policy explains our practices; it is not a contract and does not limit any rights the law gives you.",
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        "Our website and services are meant for adults. We do not knowingly collect information from anyone under 18; if you believe a child has given us their details, please contact us and we will delete them.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "We may update this policy when our services or the law change. The date at the top of this page shows when it was last revised; if a change is significant, we will tell account holders by e-mail.",
      ],
    },
  ];
}
