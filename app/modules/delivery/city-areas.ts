/**
 * The names Pakistanis write for a city other than the city's own (issue 33, part 5): short
 * forms and spellings, the areas, societies and cantonments inside one city, and the areas found
 * in several. address-city.ts reads a city field or an address with these tables; every name is
 * written here as people write it and compared after `foldPlaceText` ('Gulshan-e-Iqbal' is
 * 'gulshan e iqbal', 'F-7/2' is 'f 7 2').
 *
 * A name here decides which zone a customer pays for, so only names that mean one city belong in
 * the first two tables. The rules followed:
 * - A short form that is also a common word or another place is left out: 'UET' (Quetta's
 *   airport, but Lahore's University of Engineering and Technology), 'ISL', 'Guj' (Gujrat or
 *   Gujranwala), 'Pesh'.
 * - An area found in two or more cities (DHA, Bahria Town, Cantt, Model Town, Saddar, Satellite
 *   Town, Gulberg ...) is in `SHARED_AREAS`, never in `CITY_AREAS`: alone it names no city, so
 *   'DHA' is delivered by quote unless the city is added ('DHA Lahore') or the address names it;
 *   checkout asks for the city beside the field.
 * - A generic word ('Township', 'Liberty', 'Mall Road', 'Green Town', 'Canal Road', 'Garden') is
 *   left out altogether.
 * - Numbered parts of a shared area that only one city has are that city's ('Gulberg III' is
 *   Lahore's: Karachi's Gulberg is written with its blocks, Islamabad's as 'Gulberg Greens').
 * - Areas are read in the City field only. In an address only a city's name or short form counts
 *   (address-city.ts): an address's area words repeat across cities (house and block numbers such
 *   as 'F-7', street and society names), so 'House 5, DHA Phase 6' never reads as another city.
 */

/** Short forms, spellings and Urdu names of a city, by the city as the list spells it. */
export const CITY_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  Lahore: ["LHR", "LHE", "Lahor", "Lahour", "Lahaur", "لاہور"],
  Karachi: ["KHI", "Krachi", "Karachee", "کراچی"],
  Islamabad: ["ISB", "Islambad", "Islamabaad", "Islamabd", "Isloo", "اسلام آباد"],
  Rawalpindi: ["RWP", "Pindi", "Rawal Pindi", "Rawalpindy", "راولپنڈی"],
  Faisalabad: ["FSD", "Faislabad", "Faisalabaad", "Lyallpur", "Lyalpur", "Layallpur", "فیصل آباد"],
  Multan: ["MUX", "Multaan", "ملتان"],
  Peshawar: ["Pishawar", "Peshawer", "Pashawar", "پشاور"],
  Hyderabad: ["HYD", "Hyderbad", "Haiderabad", "Hydrabad", "حیدرآباد"],
  Gujranwala: ["GRW", "Gujranwalla", "Gujrawala", "گوجرانوالہ"],
  Sialkot: ["SKT", "Sailkot", "Siyalkot", "سیالکوٹ"],
  Sheikhupura: ["Shekhupura", "Sheikupura", "Shaikhupura"],
  Bahawalpur: ["BWP", "Bahawalpure"],
  Sukkur: ["Sakhar", "Sukker"],
  Quetta: ["Queta", "Kwetta", "کوئٹہ"],
  Skardu: ["Skardo"],
  Muzaffarabad: ["Muzafarabad", "Muzaffrabad"],
  Gwadar: ["Gawadar"],
  "Dera Ghazi Khan": ["DG Khan", "D G Khan"],
  "Dera Ismail Khan": ["DI Khan", "D I Khan"],
  "Rahim Yar Khan": ["RYK"],
  Nawabshah: ["Shaheed Benazirabad"],
};

/**
 * Areas, housing societies and cantonments that only one of the big cities has, by that city.
 * Islamabad's sectors (F-7, G-11, E-11, I-8 ...) are a rule, not a list: address-city.ts.
 */
export const CITY_AREAS: Readonly<Record<string, readonly string[]>> = {
  Lahore: [
    "Johar Town",
    "Gulberg 1",
    "Gulberg 2",
    "Gulberg 3",
    "Gulberg 4",
    "Gulberg 5",
    "Gulberg I",
    "Gulberg II",
    "Gulberg III",
    "Gulberg IV",
    "Gulberg V",
    "Allama Iqbal Town",
    "Gulshan-e-Ravi",
    "Ichhra",
    "Anarkali",
    "Mughalpura",
    "Baghbanpura",
    "Harbanspura",
    "Walton",
    "Cavalry Ground",
    "Valencia Town",
    "Raiwind",
    "Raiwind Road",
    "Bahria Orchard",
    "Lake City",
    "Paragon City",
    "EME Society",
    "Sabzazar",
    "Thokar Niaz Baig",
    "Wahdat Road",
    "Sukh Chayn Gardens",
    "Izmir Town",
    "DHA Rahbar",
    "Fortress Stadium",
    "Garhi Shahu",
    "Krishan Nagar",
    "Kot Lakhpat",
  ],
  Karachi: [
    "Clifton",
    "PECHS",
    "P.E.C.H.S.",
    "Gulshan-e-Iqbal",
    "Gulshan Iqbal",
    "Gulistan-e-Johar",
    "Gulistan-e-Jauhar",
    "Gulistan Johar",
    "Gulshan-e-Maymar",
    "Nazimabad",
    "North Nazimabad",
    "Naya Nazimabad",
    "Federal B Area",
    "FB Area",
    "F B Area",
    "Korangi",
    "Malir",
    "Landhi",
    "Lyari",
    "Orangi",
    "Tariq Road",
    "Bahadurabad",
    "Shahrah-e-Faisal",
    "Keamari",
    "Kemari",
    "Gizri",
    "Zamzama",
    "Boat Basin",
    "Bath Island",
    "Kharadar",
    "Mithadar",
    "Garden East",
    "Garden West",
    "Soldier Bazaar",
    "Surjani Town",
    "Baldia Town",
    "Scheme 33",
    "Defence View",
    "Sea View",
    "Shah Faisal Colony",
    "Gulberg Town",
    "Port Qasim",
    "Bin Qasim",
  ],
  Islamabad: [
    "Blue Area",
    "Bani Gala",
    "Chak Shahzad",
    "Bahria Enclave",
    "Gulberg Greens",
    "Gulberg Residencia",
    "Diplomatic Enclave",
    "Margalla Town",
    "Shehzad Town",
    "Aabpara",
    "Jinnah Super",
    "Soan Garden",
    "Naval Anchorage",
    "Park Enclave",
    "Golra",
    "Tarlai",
  ],
  Rawalpindi: [
    "Chaklala",
    "Westridge",
    "Raja Bazaar",
    "Lalkurti",
    "Gulraiz",
    "Adiala",
    "Morgah",
    "Tench Bhata",
    "Kurri Road",
    "Murree Road",
    "Peshawar Road",
    "Committee Chowk",
  ],
  Faisalabad: [
    "D Ground",
    "Kohinoor City",
    "Susan Road",
    "Satiana Road",
    "Jaranwala Road",
    "Ghulam Muhammad Abad",
    "GM Abad",
    "Batala Colony",
  ],
  Multan: ["Gulgasht", "Bosan Road", "Mumtazabad", "Shah Rukn-e-Alam", "Hussain Agahi"],
  Peshawar: [
    "Hayatabad",
    "University Town",
    "Gulbahar",
    "Warsak Road",
    "Board Bazaar",
    "Qissa Khwani",
    "Tehkal",
    "Dalazak Road",
    "Karkhano",
  ],
  Hyderabad: ["Latifabad", "Qasimabad", "Hirabad", "Auto Bhan Road", "Hala Naka"],
  Quetta: ["Jinnah Town", "Samungli Road", "Sariab", "Brewery Road"],
};

/**
 * Areas that several cities have, with the cities (the main ones; not every town's): alone such
 * a name names no city. Read so that 'DHA, Block C' or 'Cantt' is not taken for the nearest
 * city, and so that checkout can ask which city is meant.
 */
export const SHARED_AREAS: Readonly<Record<string, readonly string[]>> = {
  DHA: ["Lahore", "Karachi", "Islamabad", "Rawalpindi", "Multan", "Gujranwala", "Peshawar", "Bahawalpur", "Quetta"],
  Defence: ["Lahore", "Karachi"],
  "Bahria Town": ["Lahore", "Karachi", "Islamabad", "Rawalpindi"],
  Cantt: ["Lahore", "Karachi", "Rawalpindi", "Multan", "Sialkot", "Peshawar", "Quetta", "Hyderabad", "Gujranwala"],
  Cantonment: ["Lahore", "Karachi", "Rawalpindi", "Multan", "Sialkot", "Peshawar", "Quetta", "Hyderabad"],
  "Model Town": ["Lahore", "Gujranwala", "Multan", "Bahawalpur"],
  Saddar: ["Karachi", "Rawalpindi", "Peshawar", "Hyderabad", "Lahore"],
  "Satellite Town": ["Rawalpindi", "Gujranwala", "Sargodha", "Bahawalpur", "Quetta", "Mirpur Khas"],
  Gulberg: ["Lahore", "Karachi", "Islamabad"],
  "Garden Town": ["Lahore", "Gujranwala"],
  "Faisal Town": ["Lahore", "Islamabad"],
  Samanabad: ["Lahore", "Faisalabad"],
  Shadman: ["Lahore", "Karachi"],
  "Wapda Town": ["Lahore", "Multan", "Gujranwala"],
  Askari: ["Lahore", "Rawalpindi", "Karachi", "Multan", "Peshawar"],
  "Peoples Colony": ["Faisalabad", "Gujranwala"],
  "Citi Housing": ["Gujranwala", "Faisalabad", "Sialkot", "Jhelum"],
  PWD: ["Islamabad", "Rawalpindi"],
  Johar: ["Lahore", "Karachi"],
  Gulshan: ["Karachi", "Lahore"],
};

/**
 * Places whose name begins with a city's and that are not that city: read as what they are, so
 * that the city's name inside them names nothing ('Pindi Bhattian' is not Rawalpindi, and
 * 'Skardu, Gilgit-Baltistan' is Skardu, not Gilgit).
 */
export const NOT_CITIES: readonly string[] = [
  "Pindi Bhattian",
  "Pindi Gheb",
  "Pindi Point", // in Murree
  "Gilgit-Baltistan",
];
