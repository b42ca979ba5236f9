// The one barrel of table definitions: drizzle-kit and the client read it.
export * from "./catalog";
export * from "./content";
export * from "./settings";
