import { connectDatabase, type DatabaseHandle } from "~/db/client.server";
import { isEmptyDatabase, seedDemoData } from "~/demo/seed.server";
import { demoCategories } from "~/demo/data/categories";
import { demoSwatches, demoValuePictures } from "~/demo/data/product-options";
import { demoProducts } from "~/demo/data/products";
import { demoProjects } from "~/demo/data/projects";
import { promoteListedAdmins } from "~/modules/accounts/admin-promotion.server";
import { demoImageJobs, type DemoImageJob } from "~/demo/demo-images.server";
import { log } from "~/utils/log.server";

/** Opens the database, applies migrations, and seeds the demo shop into an empty one. */
export async function prepareDatabase(): Promise<DatabaseHandle> {
  const handle = await connectDatabase();
  await handle.migrate();
  if (await isEmptyDatabase(handle.db)) {
    log.info("Empty database: adding the demo shop");
    await seedDemoData(handle.db);
  }
  await promoteListedAdmins();
  return handle;
}

/** Every generated picture the demo data refers to, by URL. */
export function demoImages(): Map<string, DemoImageJob> {
  const jobs = demoImageJobs({
    categories: demoCategories,
    products: demoProducts,
    projects: demoProjects,
    swatches: demoSwatches,
    valuePictures: demoValuePictures,
  });
  return new Map(jobs.map((job) => [job.url, job]));
}
