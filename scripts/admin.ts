// `npm run admin -- create --email E --password P [--name N]`: creates (or promotes) a verified admin.
import { parseArgs } from "node:util";
import { closeDatabase, connectDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";

const USAGE = "Usage: npm run admin -- create --email E --password P [--name N]";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (positionals[0] !== "create" || !values.email || !values.password) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const handle = await connectDatabase();
  await handle.migrate();
  const outcome = await createOrPromoteAdmin({ email: values.email, password: values.password, name: values.name });
  console.log(outcome === "created" ? `Created admin ${values.email}.` : `${values.email} is now an admin.`);
  await closeDatabase();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error("The shop is running on this data directory: stop it first, or list the e-mail in ADMIN_EMAILS.");
  } else {
    console.error(`Cannot create the admin: ${error instanceof Error ? error.message : String(error)}`);
  }
  await closeDatabase();
  process.exit(1);
}
