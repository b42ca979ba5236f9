/** Milestones of the company, oldest first (Our Story page). */
export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const milestones: readonly Milestone[] = [
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
] as const;
