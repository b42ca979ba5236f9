import { connectDatabase } from "~/db/client.server";
import { seedDemoData } from "~/demo/seed.server";

const handle = await connectDatabase();
await handle.migrate();
await seedDemoData(handle.db);
console.log(`Demo data in place (${handle.kind}); rows that already existed were kept.`);
await handle.close();
