/** A date the shop takes no consultations ('2026-03-23', 'Pakistan Day'). */
export interface ClosedDay {
  date: string;
  name: string;
}

/**
 * Pakistan's public holidays of 2026 and 2027, the consultation calendar's closed days until the
 * owner edits them. The civil holidays fall on fixed dates. The Islamic ones (Eid ul Fitr, Eid ul
 * Adha, Ashura, Eid Milad un Nabi) follow the moon: these are the expected dates, and the
 * government announces the real ones a day or two before, after the moon is sighted. The owner
 * corrects them in the admin (Inbox › Consultations › Calendar), as every shop in Pakistan does.
 * One entry per date: where two holidays meet, the name says both.
 */
export const PAKISTAN_HOLIDAYS: readonly ClosedDay[] = [
  { date: "2026-02-05", name: "Kashmir Solidarity Day" },
  { date: "2026-03-20", name: "Eid ul Fitr" },
  { date: "2026-03-21", name: "Eid ul Fitr" },
  { date: "2026-03-22", name: "Eid ul Fitr" },
  { date: "2026-03-23", name: "Pakistan Day" },
  { date: "2026-05-01", name: "Labour Day" },
  { date: "2026-05-27", name: "Eid ul Adha" },
  { date: "2026-05-28", name: "Eid ul Adha; Youm-e-Takbeer" },
  { date: "2026-05-29", name: "Eid ul Adha" },
  { date: "2026-06-25", name: "Ashura" },
  { date: "2026-06-26", name: "Ashura" },
  { date: "2026-08-14", name: "Independence Day" },
  { date: "2026-08-26", name: "Eid Milad un Nabi" },
  { date: "2026-11-09", name: "Iqbal Day" },
  { date: "2026-12-25", name: "Quaid-e-Azam Day" },
  { date: "2027-02-05", name: "Kashmir Solidarity Day" },
  { date: "2027-03-10", name: "Eid ul Fitr" },
  { date: "2027-03-11", name: "Eid ul Fitr" },
  { date: "2027-03-12", name: "Eid ul Fitr" },
  { date: "2027-03-23", name: "Pakistan Day" },
  { date: "2027-05-01", name: "Labour Day" },
  { date: "2027-05-16", name: "Eid ul Adha" },
  { date: "2027-05-17", name: "Eid ul Adha" },
  { date: "2027-05-18", name: "Eid ul Adha" },
  { date: "2027-05-28", name: "Youm-e-Takbeer" },
  { date: "2027-06-14", name: "Ashura" },
  { date: "2027-06-15", name: "Ashura" },
  { date: "2027-08-14", name: "Independence Day" },
  { date: "2027-08-15", name: "Eid Milad un Nabi" },
  { date: "2027-11-09", name: "Iqbal Day" },
  { date: "2027-12-25", name: "Quaid-e-Azam Day" },
];
