import type { CompanyContent } from "./company-content.schema";

/**
 * The demo's story of the shop (the spec's 'founded 2009 in Lahore', its four press releases and
 * four open positions, and the people and milestones written around them). All of it invented:
 * the setup checklist lists it as 'replace or remove' until the owner has edited each section
 * (demoInventions in company-claims.ts). `name` is the shop's name from the settings.
 */
export function defaultCompanyContent(name: string): CompanyContent {
  return {
    story: {
      lead: `${name} was founded in 2009 in Lahore, with six craftsmen, a rented shed and a simple promise: furniture made properly, from real wood, by people who are proud to sign it.`,
      paragraphs: [
        "Imran Qureshi trained as a cabinetmaker under his uncle in Chiniot and spent ten years building for other people's labels. Too often he watched good sheesham go into pieces designed to look expensive for a season and fail in the first monsoon.",
        "In 2009 he and Nadia Qureshi, an architect with a habit of redrawing every room she walked into, opened a workshop of their own in Lahore. The rule was simple: solid, seasoned wood; proper joinery; honest prices; and a name on every piece that leaves the bench.",
        "That rule has not changed. The workshop is larger, the team is over sixty strong, and our pieces now stand in homes from Karachi to Peshawar.",
      ],
      quote: "A chair should outlive the fashion it was made in. If it doesn't, we haven't done our job.",
      quoteBy: "Imran Qureshi, founder",
    },
    milestones: [
      {
        year: "2009",
        title: "A workshop off Ferozepur Road",
        text: "Imran Qureshi rents a 1,200 sq ft shed in Lahore with six craftsmen. The first commission is a sheesham dining set for eight, for a family in Model Town who still use it every Sunday.",
      },
      {
        year: "2011",
        title: "The Chiniot carvers join",
        text: "Ustad Ghulam Rasool and his two sons bring the carving tradition of Chiniot to our benches. Hand-carved headboards and jharokha mirrors become the pieces people ask for by name.",
      },
      {
        year: "2013",
        title: "Our first showroom",
        text: "A showroom opens on Main Boulevard, Gulberg, so clients can sit on a sofa and run a hand over the grain before they order.",
      },
      {
        year: "2015",
        title: "The interior-design studio",
        text: "Nadia Qureshi leads a new design studio offering complete rooms and whole homes, from 3D layouts to the last cushion. Our first restaurant fit-out follows on M.M. Alam Road.",
      },
      {
        year: "2017",
        title: "A bigger workshop and a kiln",
        text: "We move production to Raiwind Road with our own kiln-drying chamber, so every plank is seasoned in-house. The factory outlet opens beside it.",
      },
      {
        year: "2019",
        title: "Delivery across Pakistan",
        text: "Our own delivery and fitting teams begin regular runs to Islamabad, Karachi, Peshawar and Multan, assembling and placing every piece on site.",
      },
      {
        year: "2022",
        title: "Sourcing and finishes, audited",
        text: "Every timber supplier is visited and documented, and the whole range moves to low-VOC, water-based lacquers and natural oils.",
      },
      {
        year: "2024",
        title: "Fifteen years at the bench",
        text: "More than 200 happy clients, 50 design projects and a workshop of over 60 people, a dozen of whom have been with us since the first year.",
      },
      {
        year: "2026",
        title: "The online store",
        text: "The full collection, custom orders and order tracking come online, backed by the same workshop, showroom and after-sales team.",
      },
    ],
    press: [
      {
        date: "2026-09-15",
        title: `${name} opens its online store with delivery across Pakistan`,
        summary: `The full ${name} collection, custom orders and live order tracking are now online, backed by the Lahore workshop and showroom. Customers in Karachi, Islamabad, Peshawar, Multan and beyond can order with white-glove delivery and assembly by the company's own teams.`,
      },
      {
        date: "2026-04-22",
        title: "Chiniot Heritage collection brings hand-carved sheesham to modern homes",
        summary:
          "Twenty-two new pieces pair traditional Chiniot carving with clean, contemporary lines, each carved by hand over as many as 120 hours. The collection is on show at the Gulberg showroom and available made to measure.",
      },
      {
        date: "2025-10-08",
        title: "Interior design studio completes its fiftieth project",
        summary:
          "The studio's fiftieth project, a head office for Kohsar Coatings in Lahore, was designed, built and installed in fourteen weeks. Since 2015 the studio has completed homes, restaurants, showrooms and offices in six cities.",
      },
      {
        date: "2025-03-12",
        title: "Repair and refinish program opens to all solid-wood furniture",
        summary: `${name}'s workshop now repairs, re-polishes and re-upholsters solid-wood pieces from any maker, not only its own. The program is part of the company's commitment to keeping good furniture in use and out of landfill.`,
      },
    ],
    positions: [
      {
        title: "Senior Furniture Designer",
        team: "Design Studio",
        location: "Lahore",
        type: "Full-time",
        experience: "6+ years designing furniture for production",
        summary: "Shape our next collections, from the first sketch to the prototype that leaves the workshop.",
        duties: [
          "Lead new collections from concept sketches to shop drawings, material schedules and prototypes.",
          "Work at the bench with our master craftsmen to resolve joinery, proportions and finishes.",
          "Adapt designs for made-to-measure orders and review drawings sent in by clients and architects.",
          "Mentor two junior designers and keep our SketchUp, Rhino and AutoCAD library in order.",
        ],
      },
      {
        title: "Interior Design Consultant",
        team: "Interior Design Studio",
        location: "Lahore",
        type: "Full-time",
        experience: "3+ years in residential or hospitality interiors",
        summary: "Guide clients from the first consultation to the day the last cushion is placed.",
        duties: [
          "Run consultations at the showroom and on site in homes, restaurants and offices.",
          "Prepare layouts, mood boards, 3D visualisations and itemised quotations.",
          "Coordinate furniture, lighting and décor selections with the workshop and our suppliers.",
          "Oversee installation day and the final walk-through with the client.",
        ],
      },
      {
        title: "Master Craftsman",
        team: "Workshop, Raiwind Road",
        location: "Lahore",
        type: "Full-time",
        experience: "10+ years in solid-wood joinery or Chiniot carving",
        summary: "Build heirloom pieces in sheesham, walnut and teak, and pass the craft on.",
        duties: [
          "Build beds, tables, case goods and seating frames to shop drawings, by hand and by machine.",
          "Cut mortise-and-tenon, dovetail and bridle joints, and check every piece before it goes to finishing.",
          "Train apprentices in joinery, carving and safe machine use.",
        ],
      },
      {
        title: "Sales Executive",
        team: "Showroom, Gulberg",
        location: "Lahore",
        type: "Full-time",
        experience: "2+ years in premium retail or furniture sales",
        summary: "Welcome clients to the showroom and help them choose pieces they will keep for decades.",
        duties: [
          "Guide showroom visitors through our collections, woods, fabrics and finishes.",
          "Prepare quotations, take orders and reply to every enquiry within 24 hours.",
          "Keep clients informed from order to delivery with our production and delivery teams.",
          "Meet monthly targets and share what customers tell you with the design team.",
        ],
      },
    ],
  };
}
