/**
 * The words Lahore's buyers use for furniture, beside the catalogue's own (issue 37): Roman Urdu,
 * the trade's words, British and American spellings, and seat counts written both ways. Seeded
 * into a shop that has none; the owner edits them under Products, Search words.
 */
export const demoSearchSynonyms: readonly (readonly string[])[] = [
  ["almari", "almirah", "wardrobe", "cupboard"],
  ["palang", "bed"],
  ["takht", "divan", "daybed"],
  ["showcase", "display cabinet", "vitrine"],
  ["dressing", "dressing table", "dresser"],
  ["centre table", "center table", "coffee table"],
  ["sofa cum bed", "sofa bed"],
  ["sofa", "settee", "couch"],
  ["jhoola", "jhula", "swing"],
  ["sheesham", "shisham", "rosewood"],
  ["kursi", "chair"],
  ["mez", "table"],
  ["aaina", "aina", "mirror"],
  ["qaleen", "carpet", "rug"],
  ["study table", "writing desk"],
  ["side table", "end table"],
  ["colour", "color"],
  ["grey", "gray"],
  ["1 seater", "one seater", "single seater"],
  ["2 seater", "two seater", "loveseat"],
  ["3 seater", "three seater"],
  ["4 seater", "four seater"],
  ["6 seater", "six seater"],
  ["8 seater", "eight seater"],
  ["10 seater", "ten seater"],
];
