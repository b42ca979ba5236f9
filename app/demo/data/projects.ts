import type { DemoProject } from "./types";

/** The portfolio: ten projects across every category and sector, two still on site. */
export const demoProjects: DemoProject[] = [
  {
    slug: "gulberg-residence-living-suite",
    title: "Gulberg Residence Living Suite",
    description:
      "A young family in Gulberg III wanted their 1970s house to feel open and modern without losing its verandas and high ceilings. We opened the formal drawing room into the dining area, laid a pale terrazzo floor and built a walnut wall unit around the original fireplace. The Noor sofa, a carved Chiniot coffee table and Multani blue pottery from our workshop tied old and new together.",
    location: "Gulberg III, Lahore",
    category: "interior_design",
    sector: "residential",
    status: "completed",
    completionDate: "2024-03-18",
    scenes: [
      { room: "living", palette: ["#efe6d8", "#cbbfae", "#b5653f"] },
      { room: "dining", palette: ["#f1e7d6", "#7a5a42", "#2e5e78"] },
      { room: "bedroom", palette: ["#ece3d6", "#8a6a50", "#9aa88f"] },
    ],
    createdDaysAgo: 60,
  },
  {
    slug: "bahria-town-farmhouse",
    title: "Bahria Town Farmhouse",
    description:
      "For a weekend farmhouse on the edge of Bahria Town, the brief was furniture sturdy enough for grandchildren, dogs and forty guests at a time. We built a twelve-seater sheesham dining table, deep linen sofas with washable covers and a teak veranda set with a rope jhoola. Everything was finished in hardwearing oils that can be touched up on site.",
    location: "Bahria Town, Lahore",
    category: "furniture",
    sector: "residential",
    status: "completed",
    completionDate: "2022-11-05",
    scenes: [
      { room: "living", palette: ["#ede2cf", "#9c7a5b", "#7d8c74"] },
      { room: "outdoor", palette: ["#e9dcc3", "#a88a66", "#5f7a55"] },
      { room: "dining", palette: ["#f0e6d4", "#7a4e2d", "#c9962f"] },
    ],
    createdDaysAgo: 140,
  },
  {
    slug: "clifton-seafront-apartment",
    title: "Clifton Seafront Apartment",
    description:
      "A retired couple moving into a sea-facing apartment in Clifton asked us to make a plain rental-white space feel like home in six weeks. We kept the furniture they loved and layered in Thar handloom rugs, linen curtains, sheesha kaari mirrors and blue pottery chosen to echo the Arabian Sea outside. Every fabric was picked to cope with salt air and strong afternoon light.",
    location: "Clifton, Karachi",
    category: "home_decor",
    sector: "residential",
    status: "completed",
    completionDate: "2023-06-22",
    scenes: [
      { room: "living", palette: ["#f2ece1", "#c9b99f", "#2e5e78"] },
      { room: "decor", palette: ["#efe8dc", "#b39b7d", "#3f7f8c"] },
    ],
    createdDaysAgo: 110,
  },
  {
    slug: "kesar-and-koyla-mm-alam-road",
    title: "Kesar & Koyla, MM Alam Road",
    description:
      "A barbecue-and-karahi restaurant wanted an interior that felt like an old Lahori courtyard but could turn over three hundred covers a night. We designed brick arches, jaali screens that hide the kitchen extraction and a mix of banquettes and cane-back chairs in oxblood and mustard. All seating was built in our workshop with commercial-grade foam and wipe-clean fabrics.",
    location: "MM Alam Road, Gulberg, Lahore",
    category: "interior_design",
    sector: "hospitality",
    status: "completed",
    completionDate: "2021-09-14",
    scenes: [
      { room: "restaurant", palette: ["#e7d6bf", "#7a4e2d", "#8c3b2e"] },
      { room: "dining", palette: ["#eadcc6", "#6b4a33", "#c9962f"] },
    ],
    createdDaysAgo: 230,
  },
  {
    slug: "murree-hills-boutique-lodge",
    title: "Murree Hills Boutique Lodge",
    description:
      "A sixteen-room lodge above Murree needed furniture that would stand up to damp winters and heavy snow at the door. We supplied solid walnut beds, wardrobes and writing desks for every room, a fireside lobby with wool-upholstered armchairs and teak benches for the pine-shaded terrace. Every piece was sealed against moisture and delivered up the hill in sections.",
    location: "Murree, Punjab",
    category: "furniture",
    sector: "hospitality",
    status: "completed",
    completionDate: "2019-05-30",
    scenes: [
      { room: "hotel-lobby", palette: ["#e6dccd", "#5a3a26", "#7b2f2a"] },
      { room: "bedroom", palette: ["#ebe2d3", "#6f5340", "#7d8c74"] },
      { room: "outdoor", palette: ["#e3dccb", "#8d7a5f", "#4f6b4a"] },
    ],
    createdDaysAgo: 290,
  },
  {
    slug: "resham-atelier-flagship",
    title: "Resham Atelier Flagship",
    description:
      "A bridal and formal-wear label asked for a flagship where brides and their families could sit, take tea and try on in comfort. We designed a sequence of ivory rooms with arched mirror niches, sheesham display tables and velvet seating in dusty rose and sage. Soft, even lighting was tuned so that zardozi and resham embroidery shows its true colour.",
    location: "Zamzama, Clifton, Karachi",
    category: "interior_design",
    sector: "commercial",
    status: "completed",
    completionDate: "2023-02-10",
    scenes: [
      { room: "boutique", palette: ["#f3ebe0", "#cdbba3", "#b07a7a"] },
      { room: "decor", palette: ["#f0e8dc", "#a08066", "#9aa88f"] },
    ],
    createdDaysAgo: 170,
  },
  {
    slug: "kohsar-coatings-head-office",
    title: "Kohsar Coatings Head Office",
    description:
      "A paint and coatings manufacturer moving its head office to Blue Area wanted furniture that reflected pride in craft rather than catalogue steel. We built a fourteen-seat walnut boardroom table with pop-up power, executive desks for the leadership floor and sixty workstations with teak edging. The finishes were, fittingly, tested against the client's own lab standards.",
    location: "Blue Area, Islamabad",
    category: "furniture",
    sector: "office",
    status: "completed",
    completionDate: "2025-01-20",
    scenes: [
      { room: "boardroom", palette: ["#e8e2d6", "#5a3a26", "#2f5d62"] },
      { room: "office", palette: ["#ebe5da", "#8a7560", "#3f4a45"] },
    ],
    createdDaysAgo: 45,
  },
  {
    slug: "f7-townhouse-decor-refresh",
    title: "F-7 Townhouse Décor Refresh",
    description:
      "The owners of a 1980s townhouse in F-7 loved their furniture but felt the house had gone tired. We repainted in warm clay and sage, recovered the old sofas in handloom khaddar and brought in brass jaali pendants, truck-art panels for the kitchen and a gallery wall of family photographs. The whole refresh was done in three weeks, while the family was away for the summer.",
    location: "F-7, Islamabad",
    category: "home_decor",
    sector: "residential",
    status: "completed",
    completionDate: "2026-08-27",
    scenes: [
      { room: "living", palette: ["#eadfce", "#a08066", "#9aa88f"] },
      { room: "decor", palette: ["#efe4d3", "#b08a5e", "#c9962f"] },
      { room: "dining", palette: ["#ece0cc", "#7a5a42", "#b5653f"] },
    ],
    createdDaysAgo: 20,
  },
  {
    slug: "dha-phase-8-co-working-floor",
    title: "DHA Phase 8 Co-Working Floor",
    description:
      "We are fitting out a 9,000-square-foot co-working floor for founders and freelancers, with hot desks, quiet booths, two meeting rooms and a chai bar at its heart. The design uses warm sheesham, acoustic felt panels in deep teal and plenty of planting to soften the concrete shell. Joinery is in production at our workshop now, with handover planned for early next year.",
    location: "DHA Phase 8, Lahore",
    category: "interior_design",
    sector: "office",
    status: "ongoing",
    completionDate: null,
    scenes: [
      { room: "office", palette: ["#e9e3d8", "#7a5a42", "#2f5d62"] },
      { room: "boardroom", palette: ["#e6ded1", "#6f5a48", "#5f7a55"] },
    ],
    createdDaysAgo: 6,
  },
  {
    slug: "chaukor-homeware-showroom",
    title: "Chaukor Homeware Showroom",
    description:
      "A homeware retailer is opening its first standalone showroom and asked us to style it room by room, so shoppers can picture each piece at home. We are sourcing blue pottery, handloom throws, brass lamps and cushions from artisan partners across Punjab and Sindh and arranging them in three model rooms. The first two rooms are styled; the final room and the window displays follow this season.",
    location: "Johar Town, Lahore",
    category: "home_decor",
    sector: "commercial",
    status: "ongoing",
    completionDate: null,
    scenes: [
      { room: "boutique", palette: ["#f1e9dd", "#bfa98a", "#2e5e78"] },
      { room: "decor", palette: ["#eee5d7", "#a08066", "#b5653f"] },
      { room: "living", palette: ["#efe6d8", "#9c7a5b", "#c9962f"] },
    ],
    createdDaysAgo: 12,
  },
];
