import type { HomeContent } from "./home-content.schema";

/**
 * What the home page says until the owner edits it in /admin/content (spec §1, §2 Home, §9):
 * the spec's texts and the demo's pictures. The interior-design page's featured projects are
 * the one of its former samples that is a real portfolio project (the other two were invented).
 */
export const defaultHomeContent: HomeContent = {
  hero: {
    title: "Premium Furniture & Interior Design",
    // Blank: the hero shows the shop's tagline from the settings.
    tagline: "",
    image: "/images/demo/categories/living-room.webp",
    imageAlt: "",
  },
  // The spec's four figures; three of them the shop counts, so they stay true as the catalogue
  // and the portfolio grow (issue 33, part 6). 'Happy Clients' is the demo's invention: the setup
  // checklist asks the owner to replace or remove it.
  stats: [
    { value: "", label: "Premium Products", source: "products" },
    { value: "200+", label: "Happy Clients", source: "" },
    { value: "", label: "Design Projects", source: "projects" },
    { value: "", label: "Years Experience", source: "years" },
  ],
  collections: [
    {
      title: "Elegant Dining",
      subtitle: "Dining Room Collection",
      description:
        "Solid sheesham tables that seat eight with ease, upholstered chairs in hand-loomed fabric, and sideboards with brass inlay made for Sunday lunches that run into the evening.",
      tag: "Best Seller",
      image: "/images/demo/categories/dining-room.webp",
      imageAlt: "Elegant Dining: Dining Room Collection",
      category: "dining-room",
    },
    {
      title: "Luxury Bedroom",
      subtitle: "Bedroom Collection",
      description:
        "Carved Chiniot headboards, deep upholstered king beds and walnut wardrobes with soft-close joinery: a quiet, restful room built to last a generation.",
      tag: "New Arrival",
      image: "/images/demo/categories/bedroom.webp",
      imageAlt: "Luxury Bedroom: Bedroom Collection",
      category: "bedroom",
    },
  ],
  services: [
    {
      title: "Interior Design",
      description:
        "Complete rooms and whole homes, planned by our designers from the first sketch to the last cushion.",
      features: ["3D Visualization", "Custom Layouts", "Material Selection"],
    },
    {
      title: "Custom Furniture",
      description:
        "Pieces drawn for your space and built in our Lahore workshop by craftsmen with decades at the bench.",
      features: ["Made to Measure", "Premium Materials", "Handcrafted Quality"],
    },
    {
      title: "Home Styling",
      description:
        "A fresh eye for the rooms you already love: colour, accessories and arrangement that pull it together.",
      features: ["Color Consultation", "Décor Selection", "Space Optimization"],
    },
    {
      title: "Delivery & Setup",
      description: "Our own teams deliver, assemble and place every piece, then take the packaging away with them.",
      features: ["Safe Delivery", "Professional Setup", "Pakistan-wide Coverage"],
    },
  ],
  interiorProjects: ["gulberg-residence-living-suite"],
};

/**
 * The four services' icons and pages, by position: the owner words each service, but the
 * grid's four places stay the shop's four services, each leading to its own page.
 */
export const SERVICE_SLOTS = [
  { icon: "ruler", to: "/services/interior-design" },
  { icon: "hammer", to: "/services/custom-furniture" },
  { icon: "palette", to: "/services/home-styling" },
  { icon: "truck", to: "/services/delivery-setup" },
] as const;
