/**
 * The notes of /shipping (spec §9). Its tables of options and zones are made from the stored
 * delivery policy (app/modules/delivery/policy-text.ts), so that the page says what checkout charges.
 */
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
