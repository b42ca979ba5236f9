/** Delivery options and zones (spec §9). Each row: row header first, then the cells in column order. */
export const deliveryOptionColumns = ["Option", "Delivery time", "Charge", "What's included"] as const;

export const deliveryOptions = [
  [
    "Standard",
    "2-4 weeks",
    "Free above PKR 100,000 (zone charges below that)",
    "Delivery by our own team to the room of your choice, with packaging taken away.",
  ],
  [
    "Express",
    "1-2 weeks",
    "PKR 15,000-25,000",
    "Priority production and the first available delivery slot; the charge depends on size and zone.",
  ],
  [
    "White Glove",
    "2-3 weeks",
    "PKR 30,000-50,000",
    "Full assembly, wall-mounting of mirrors and shelves, placement and a styling walk-through with a designer.",
  ],
] as const;

export const deliveryZoneColumns = ["Zone", "Cities", "Transit time", "Standard delivery charge"] as const;

export const deliveryZones = [
  [
    "Zone 1",
    "Lahore, including DHA, Bahria Town, Gulberg, Johar Town and Raiwind Road",
    "1-2 business days",
    "Free above PKR 50,000; PKR 3,500 below",
  ],
  [
    "Zone 2",
    "Islamabad, Rawalpindi, Faisalabad, Gujranwala, Sialkot and Sheikhupura",
    "2-3 business days",
    "Free above PKR 75,000; PKR 7,500 below",
  ],
  [
    "Zone 3",
    "Karachi, Multan, Peshawar, Hyderabad, Bahawalpur and Sukkur",
    "3-5 business days",
    "Free above PKR 100,000; PKR 12,000 below",
  ],
  [
    "Zone 4",
    "Quetta, Gwadar, Gilgit, Skardu, Muzaffarabad and other remote areas",
    "5-7 business days",
    "Charged on every order, by quote (usually from PKR 20,000)",
  ],
] as const;

export const deliveryNotes = [
  {
    title: "Change your mind within 24 hours",
    text: "Orders can be modified or cancelled within 24 hours of being placed: size, fabric, finish or delivery address. After that, production begins.",
  },
  {
    title: "We call before we come",
    text: "Our delivery coordinator calls 48 hours ahead to agree a day and a two-hour window that suits you, including Saturdays.",
  },
  {
    title: "Check the way in",
    text: "Please measure doorways, stairwells and lifts for large pieces. If something won't fit, our team can hoist it or take it apart and rebuild it on site.",
  },
  {
    title: "Inspect on delivery",
    text: "We unwrap every piece with you. Note any damage on the delivery slip, or tell us within 48 hours, and we will repair or replace it.",
  },
] as const;
