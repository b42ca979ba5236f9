import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { connectDatabase, openDatabaseFromEnv } from "~/db/client.server";
import { seedDemoData } from "~/demo/seed.server";
import { env } from "~/utils/env.server";

// Drops every table of the shop and starts again with the demo data.
const handle = await connectDatabase();
if (handle.kind === "postgres") {
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`create schema public`);
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
} else {
  await handle.close();
  fs.rmSync(path.join(env().DATA_DIR, "pglite"), { recursive: true, force: true });
  const fresh = await openDatabaseFromEnv();
  await fresh.migrate();
  await seedDemoData(fresh.db);
  await fresh.close();
}
console.log("Database reset to the demo shop.");
