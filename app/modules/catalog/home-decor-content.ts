/** The home-décor page's fixed parts (the spec's tiles and popular styles); a tile's count is computed (decorTileCounts). */
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
  },
  {
    name: "Bohemian Chic",
    text: "Handloom textiles, layered rugs and colour collected from the bazaars.",
  },
  {
    name: "Scandinavian",
    text: "Pale woods, soft linen and light that fills the room.",
  },
  {
    name: "Industrial",
    text: "Brass, iron and raw textures with the warmth of reclaimed wood.",
  },
] as const;
