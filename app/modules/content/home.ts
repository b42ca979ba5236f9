/** The home page's fixed display lists (spec §1, §2 Home, §9). */
export const headlineStats = [
  { value: "500+", label: "Premium Products" },
  { value: "200+", label: "Happy Clients" },
  { value: "50+", label: "Design Projects" },
  { value: "15+", label: "Years Experience" },
] as const;

export const featuredCollections = [
  {
    id: "elegant-dining",
    title: "Elegant Dining",
    subtitle: "Dining Room Collection",
    description:
      "Solid sheesham tables that seat eight with ease, upholstered chairs in hand-loomed fabric, and sideboards with brass inlay made for Sunday lunches that run into the evening.",
    image: "/images/demo/categories/dining-room.webp",
    /** The category whose cheapest active product gives 'From ₨ …' (computed, never typed in). */
    category: "dining-room",
    tag: "Best Seller",
    to: "/furniture/dining-room",
  },
  {
    id: "luxury-bedroom",
    title: "Luxury Bedroom",
    subtitle: "Bedroom Collection",
    description:
      "Carved Chiniot headboards, deep upholstered king beds and walnut wardrobes with soft-close joinery: a quiet, restful room built to last a generation.",
    image: "/images/demo/categories/bedroom.webp",
    category: "bedroom",
    tag: "New Arrival",
    to: "/furniture/bedroom",
  },
] as const;

export const homeServices = [
  {
    title: "Interior Design",
    icon: "ruler",
    description: "Complete rooms and whole homes, planned by our designers from the first sketch to the last cushion.",
    features: ["3D Visualization", "Custom Layouts", "Material Selection"],
    to: "/services/interior-design",
  },
  {
    title: "Custom Furniture",
    icon: "hammer",
    description: "Pieces drawn for your space and built in our Lahore workshop by craftsmen with decades at the bench.",
    features: ["Made to Measure", "Premium Materials", "Handcrafted Quality"],
    to: "/services/custom-furniture",
  },
  {
    title: "Home Styling",
    icon: "palette",
    description:
      "A fresh eye for the rooms you already love: colour, accessories and arrangement that pull it together.",
    features: ["Color Consultation", "Décor Selection", "Space Optimization"],
    to: "/services/home-styling",
  },
  {
    title: "Delivery & Setup",
    icon: "truck",
    description: "Our own teams deliver, assemble and place every piece, then take the packaging away with them.",
    features: ["Safe Delivery", "Professional Setup", "Pakistan-wide Coverage"],
    to: "/services/delivery-setup",
  },
] as const;
