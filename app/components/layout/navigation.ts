/** The site's link structure: the navigation bar and the footer's four columns. */
export const mainNavigation = [
  { label: "Home", to: "/" },
  { label: "Furniture", to: "/furniture" },
  { label: "Interior Design", to: "/interior-design" },
  { label: "Home Décor", to: "/home-decor" },
  { label: "Custom Orders", to: "/custom-orders" },
  { label: "Projects", to: "/projects" },
  { label: "Track Order", to: "/track-order" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
] as const;

export const footerColumns = [
  {
    title: "Collections",
    links: [
      { label: "Living Room", to: "/furniture/living-room" },
      { label: "Bedroom", to: "/furniture/bedroom" },
      { label: "Dining Room", to: "/furniture/dining-room" },
      { label: "Office", to: "/furniture/office" },
      { label: "Outdoor", to: "/furniture/outdoor" },
      { label: "Sale", to: "/sale" },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Interior Design", to: "/services/interior-design" },
      { label: "Custom Furniture", to: "/services/custom-furniture" },
      { label: "Home Styling", to: "/services/home-styling" },
      { label: "Consultation", to: "/services/consultation" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Our Story", to: "/our-story" },
      { label: "Careers", to: "/careers" },
      { label: "Sustainability", to: "/sustainability" },
      { label: "Press", to: "/press" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Customer Support", to: "/support" },
      { label: "Care Guide", to: "/care-guide" },
      { label: "Warranty", to: "/warranty" },
      { label: "Shipping & Delivery", to: "/shipping" },
      { label: "Returns & Exchanges", to: "/returns" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
] as const;

export const legalLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
] as const;
