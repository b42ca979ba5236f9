/**
 * The service pages behind /services/:slug (the footer's and the home page's links).
 * Interior design and custom furniture have their own full pages, so those slugs redirect.
 * Plain, serialisable data: the route's loader returns the page findServicePage builds.
 */
export interface ServicePage {
  slug: string;
  name: string;
  description: string;
  lead: string;
  /** The hero's button: to the consultation booking page where a visit fits, else to the contact form. */
  contactLabel: string;
  contactTo: string;
  image: string;
  imageAlt: string;
  intro: string;
  includes: string[];
  steps: { title: string; text: string }[];
  pricing: {
    title: string;
    lead: string;
    options: { name: string; price: string; timeline?: string; details: string }[];
    link: { to: string; label: string };
  };
  faqs: { question: string; answer: string }[];
}

export const serviceRedirects: Readonly<Record<string, string>> = {
  "interior-design": "/interior-design",
  "custom-furniture": "/custom-orders",
};

/** As written below: keyed by slug, steps as { title: text } and FAQs as { question: answer }, in display order. */
type ServiceContent = Omit<ServicePage, "slug" | "steps" | "faqs"> & {
  steps: Record<string, string>;
  faqs: Record<string, string>;
};

const servicePages: Record<string, ServiceContent> = {
  "home-styling": {
    name: "Home Styling",
    contactLabel: "Book a Styling Visit",
    contactTo: "/consultations?type=home",
    description:
      "Colour consultation, décor selection and space optimisation for the rooms you already have, by Shahkaar's Lahore stylists, across Pakistan.",
    lead: "A fresh eye for the rooms you already love. Our stylists rework colour, accessories and arrangement so your home feels finished, often with far less new furniture than you would expect.",
    image: "/images/demo/categories/decor.webp",
    imageAlt: "Illustration of a styled corner with a lamp, vases, framed art and cushions in warm tones",
    intro:
      "Styling is the last ten per cent that makes a room feel complete. We work with what you own, add only what the room needs, and place every piece ourselves.",
    includes: [
      "Colour consultation for walls, fabrics and finishes that hold up in Pakistani light through every season",
      "Décor selection: rugs, lighting, art, cushions and accessories from our collection and local artisans",
      "Space optimisation: furniture rearranged for better flow, seating and storage",
      "Honest advice on which pieces to keep, re-polish, reupholster or replace",
      "A styling day on which our team places, hangs and arranges everything",
    ],
    steps: {
      "Walk-through": "A stylist visits, measures and photographs the rooms, and asks how you use them day to day.",
      "Palette & plan": "We return with a colour palette, a layout and a priced shortlist of décor for your approval.",
      Sourcing: "Approved pieces are reserved or made in our workshop; polishing and reupholstery are scheduled.",
      "Styling day":
        "Our team arrives with everything, arranges each room and leaves it ready for guests that evening.",
    },
    pricing: {
      title: "What It Costs",
      lead: "Every home is different, so styling is quoted after a first look. These are the figures most clients start from.",
      options: [
        {
          name: "Styling consultation",
          price: "{consultation-fee:home}",
          details: "A designer's session on colour, layout and décor, with written notes to follow.",
        },
        {
          name: "Room styling",
          price: "From PKR 50,000",
          details: "Part of our Residential design package: palette, layout, sourcing and a styling day.",
        },
        {
          name: "Décor pieces",
          price: "Priced individually",
          details: "Chosen from our Home Décor collection or sourced for you from trusted artisans.",
        },
      ],
      link: { to: "/home-decor", label: "Browse Home Décor" },
    },
    faqs: {
      "Do I have to buy new furniture?":
        "Not at all. Many styling projects keep most of what you own; a re-polish, new cushions and a better layout often do more than a new sofa.",
      "How long does a styling project take?":
        "Most rooms are planned within one to two weeks of the walk-through. The styling day follows once the pieces are ready; anything made to order follows our 4-8 week workshop timeline.",
      "Do you style homes outside Lahore?":
        "Yes. We work with clients across Pakistan. Tell us your city when you get in touch and we will plan the visit with you.",
    },
  },
  consultation: {
    name: "Design Consultation",
    contactLabel: "Book a Consultation",
    contactTo: "/consultations?type=showroom",
    description:
      "A design consultation with a Shahkaar designer at our Lahore showroom, at your home or by video call: layouts, colour, lighting and materials, with written notes to keep.",
    lead: "An unhurried session with one of our designers, for when you want a clear direction before you buy, build or renovate.",
    image: "/images/demo/categories/bedroom.webp",
    imageAlt: "Illustration of a calm bedroom with a carved wooden headboard, bedside lamps and linen drapery",
    intro:
      "One session, one designer, your rooms. Bring your questions, your plans and your Pinterest boards; leave with decisions you can act on.",
    includes: [
      "A session with a designer at your home, at our Lahore studio or by video call",
      "Layout advice with furniture sizes that suit your rooms",
      "Colour, lighting and material recommendations, from sheesham and walnut to stone and fabric",
      "Straight answers on budget: where to invest and where to save",
      "Written notes with a shopping list and next steps",
    ],
    steps: {
      Book: "Send us a message with your city and what you would like to discuss; we reply within 24 hours to fix a date.",
      Share: "Send photos, rough measurements and pictures you love, so your designer arrives prepared.",
      Meet: "Walk the space together, talk through ideas and look at wood and fabric samples in hand.",
      Plan: "Receive written notes with layouts, colours, materials and a shopping list within one to two weeks.",
    },
    pricing: {
      title: "What It Costs",
      lead: "A clear, fixed price for the session, and a free first conversation to see whether it is the right step for you.",
      options: [
        {
          name: "First conversation",
          price: "Free",
          details: "A short call to understand your project and point you to the right service.",
        },
        {
          name: "Consultation session",
          price: "{consultation-price}",
          timeline: "Notes in 1-2 weeks",
          details: "One designer, one focused session and written recommendations to keep.",
        },
        {
          name: "Full design package",
          price: "From PKR 50,000",
          details: "When you are ready for a complete plan: our Residential and Commercial packages.",
        },
      ],
      link: { to: "/interior-design", label: "See Design Packages" },
    },
    faqs: {
      "Is the first conversation really free?":
        "Yes. A short call to understand what you have in mind costs nothing. A full consultation session with a designer is {consultation-prices}.",
      "What should I prepare?":
        "Photos of the rooms, rough measurements, any architect's plans and a few pictures of interiors you love. A rough budget helps us give advice you can use.",
      "Can we meet outside Lahore?":
        "Yes. We can meet by video call anywhere in Pakistan, and for sessions in person outside Lahore we agree the date and any travel with you before booking.",
    },
  },
  "delivery-setup": {
    name: "Delivery & Setup",
    contactLabel: "Ask About Delivery",
    contactTo: "/contact?subject=consultation",
    description:
      "Standard delivery in 2-4 weeks, charged by city as our shipping policy sets out; express in 1-2 weeks; white-glove setup in 2-3 weeks. Our own teams deliver across Pakistan.",
    lead: "Our own teams deliver, assemble and place every piece, in Lahore and across Pakistan, and take the packaging away with them.",
    image: "/images/demo/categories/living-room.webp",
    imageAlt: "Illustration of a finished living room with sofas, a coffee table and shelving, set up and ready",
    intro:
      "Solid-wood furniture deserves careful hands all the way to your door. The people who deliver your order are trained by the workshop that made it.",
    includes: [
      "Careful packing with blankets, corner guards and crates for glass and marble",
      "Delivery by our own trained team rather than a general courier",
      "Assembly, levelling and placement in the room of your choice",
      "Removal of all packaging, taken away with us",
      "A final walk-through to check every piece with you",
    ],
    steps: {
      Schedule: "When your order is ready, we call to agree a delivery day and check access, stairs and lifts.",
      Dispatch: "Pieces leave our Lahore workshop wrapped, crated where needed and trackable on our site.",
      Assemble: "Our team carries everything in, assembles it and places it exactly where you want it.",
      "Walk-through":
        "We check each piece with you, clear the packaging and share care advice for the wood and fabric.",
    },
    pricing: {
      title: "Delivery Options",
      lead: "Three levels of service, all handled by our own teams. Charges and times by delivery zone are set out in our shipping policy.",
      options: [
        {
          name: "Standard",
          timeline: "2-4 weeks",
          // No figure of its own: each zone's charge and free-above threshold are the delivery policy's
          // (/shipping and checkout read it), which the admin edits; the product page quotes the buyer's city.
          price: "Charged by city",
          details:
            "Delivery, assembly and placement for most orders. The charge depends on your city and your order's value, as our shipping policy sets out, and checkout shows it before you order.",
        },
        {
          name: "Express",
          timeline: "1-2 weeks",
          price: "PKR 15,000-25,000",
          details: "Priority dispatch and scheduling when you need your order sooner.",
        },
        {
          name: "White Glove",
          timeline: "2-3 weeks",
          price: "PKR 30,000-50,000",
          details: "Room-by-room placement, wall-mounting and styling, with a full inspection together.",
        },
      ],
      link: { to: "/shipping", label: "Read Our Shipping Policy" },
    },
    faqs: {
      "Do you deliver outside Lahore?":
        "Yes, across Pakistan. Delivery times and charges for each zone are listed in our shipping policy.",
      "What if something arrives damaged?":
        "Point it out during the walk-through, or contact our support team as soon as you notice it, and we will arrange a repair or replacement under our returns and warranty policies.",
      "Can I change my delivery date?":
        "Orders can be modified within 24 hours of being placed. After that, call us and we will do our best to find a new date.",
    },
  },
};

/** The service page for a slug, or undefined (never an inherited property such as "constructor"). */
export function findServicePage(slug: string): ServicePage | undefined {
  const content = Object.hasOwn(servicePages, slug) ? servicePages[slug] : undefined;
  if (!content) return undefined;
  return {
    ...content,
    slug,
    steps: Object.entries(content.steps).map(([title, text]) => ({ title, text })),
    faqs: Object.entries(content.faqs).map(([question, answer]) => ({ question, answer })),
  };
}

export function findServiceRedirect(slug: string): string | undefined {
  return Object.hasOwn(serviceRedirects, slug) ? serviceRedirects[slug] : undefined;
}

/** Every service and where it lives, for the "more services" links at the foot of a service page. */
export const serviceLinks = [
  { name: "Interior Design", to: "/interior-design" },
  { name: "Custom Furniture", to: "/custom-orders" },
  { name: "Home Styling", to: "/services/home-styling" },
  { name: "Design Consultation", to: "/services/consultation" },
  { name: "Delivery & Setup", to: "/services/delivery-setup" },
] as const;
