/**
 * The home-décor page's fixed parts (the spec's tiles and popular styles); a tile's count is computed
 * (decorTileCounts). Tiles and styles each lead to a search of the décor collection.
 */
export const decorTiles = [
  {
    title: "Wall Art & Prints",
    text: "Truck-art panels, calligraphy and framed prints for the wall that greets your guests.",
    search: "wall",
  },
  {
    title: "Lighting & Lamps",
    text: "Brass lanterns, jaali pendants and floor lamps that throw a warm evening glow.",
    search: "brass",
  },
  {
    title: "Decorative Objects",
    text: "Multani blue pottery, mirrors, clocks and planters: the finishing touches.",
    search: "pottery",
  },
] as const;

export const decorStyles = [
  {
    name: "Modern Minimalist",
    text: "Clean lines, quiet colours and a few pieces chosen with care.",
    search: "mirror",
  },
  {
    name: "Bohemian Chic",
    text: "Handloom textiles, layered rugs and colour collected from the bazaars.",
    search: "handloom",
  },
  {
    name: "Scandinavian",
    text: "Pale woods, soft linen and light that fills the room.",
    search: "light",
  },
  {
    name: "Industrial",
    text: "Brass, iron and raw textures with the warmth of reclaimed wood.",
    search: "steel",
  },
] as const;
