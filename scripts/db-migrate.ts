import { connectDatabase } from "~/db/client.server";

const handle = await connectDatabase();
await handle.migrate();
console.log(`Migrations applied (${handle.kind}).`);
await handle.close();
