import type { DemoPartner } from "./types";

/** Clients and partners shown on the home page. Every name is invented for the demo. */
export const demoPartners: DemoPartner[] = [
  { name: "Kesar & Koyla", industry: "restaurant", logo: "kesar-and-koyla.svg" },
  { name: "Neem Courtyard Kitchen", industry: "restaurant", logo: "neem-courtyard-kitchen.svg" },
  { name: "Lantern Lane Bistro", industry: "restaurant", logo: "lantern-lane-bistro.svg" },
  { name: "Tawa & Tandoor Co.", industry: "restaurant", logo: "tawa-and-tandoor-co.svg" },
  { name: "Resham Atelier", industry: "fashion", logo: "resham-atelier.svg" },
  { name: "Zari Lane Studio", industry: "fashion", logo: "zari-lane-studio.svg" },
  { name: "Noor Bano Couture", industry: "fashion", logo: "noor-bano-couture.svg" },
  { name: "Indigo Chunri House", industry: "fashion", logo: "indigo-chunri-house.svg" },
  { name: "Chaukor Homeware", industry: "retail", logo: "chaukor-homeware.svg" },
  { name: "Parchoon Market", industry: "retail", logo: "parchoon-market.svg" },
  { name: "Mall Road Provisions", industry: "retail", logo: "mall-road-provisions.svg" },
  { name: "Kothi Lane Stores", industry: "retail", logo: "kothi-lane-stores.svg" },
  { name: "Kohsar Coatings", industry: "chemicals", logo: "kohsar-coatings.svg" },
  { name: "Tarnab Polymer Works", industry: "chemicals", logo: "tarnab-polymer-works.svg" },
  { name: "Siran Specialty Chemicals", industry: "chemicals", logo: "siran-specialty-chemicals.svg" },
  { name: "Amber Crest Resins", industry: "chemicals", logo: "amber-crest-resins.svg" },
];
