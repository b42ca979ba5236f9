// The one barrel of table definitions: drizzle-kit and the client read it.
export * from "./accounts";
export * from "./addresses";
export * from "./audit";
export * from "./cart";
export * from "./catalog";
export * from "./consultations";
export * from "./content";
export * from "./inbox";
export * from "./made-to-order";
export * from "./mail";
export * from "./media";
export * from "./orders";
export * from "./reviews";
export * from "./settings";
export * from "./variants";
export * from "./visitors";
export * from "./wishlist";
