import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { partners } from "~/db/schema";

export function listPartners() {
  return db()
    .select({ name: partners.name, industry: partners.industry, logoUrl: partners.logoUrl })
    .from(partners)
    .orderBy(asc(partners.sortOrder), asc(partners.name));
}
