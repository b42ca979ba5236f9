import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { closeDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { startMailWorker } from "~/modules/mail/worker.server";
import { renderOrderMailAtSending } from "~/modules/orders/order-mail-render.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { runStockAlertPass } from "~/modules/stock-alerts/stock-alert-pass.server";
import { renderDemoImages } from "~/demo/demo-images.server";
import { EnvError, env } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import path from "node:path";
import { createHostApp, type HostOptions } from "./app";
import { ListenError, listen, stampClientAddress } from "./listen";
import { demoImages, prepareDatabase } from "./startup";

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

/**
 * Starts the shop: environment, database (migrated, seeded when empty), HTTP.
 * Any failure a person can fix ends the process with one line that names it.
 */
export async function runServer(
  options: Pick<HostOptions, "mode" | "getBuild" | "clientDir"> & { before?: Middleware },
) {
  try {
    const config = env();
    const handle = await prepareDatabase();
    const images = demoImages();
    const background = { picturesReady: false };
    const app = createHostApp({ ...options, dataDir: config.DATA_DIR, demoImages: images, background });
    const listener = getRequestListener(app.fetch);
    const server = http.createServer((req, res) => {
      stampClientAddress(req, config.TRUST_PROXY);
      if (options.before) options.before(req, res, () => listener(req, res));
      else void listener(req, res);
    });
    const address = await listen(server, config.PORT, config.HOST);
    log.info(`Shop ready on http://${config.HOST}:${address.port} (${handle.kind}, ${options.mode})`);

    // Pictures render in the background; a request for one not ready yet renders it at once.
    void renderDemoImages(path.join(config.DATA_DIR, "images"), [...images.values()], { concurrency: 2 })
      .then(({ rendered }) => {
        background.picturesReady = true;
        if (rendered > 0) log.info(`Rendered ${rendered} demo pictures`);
      })
      .catch((error) => log.warn("Demo pictures could not be rendered", { error: String(error) }));

    // Every instance runs a worker; rows are claimed with SKIP LOCKED, so each mail goes out once.
    // Order mails are rendered again as they leave, from the order as it is then (issue 33).
    // Stock alerts that came due (a restock marks them in its own transaction) are queued first.
    const mailWorker = startMailWorker({
      senderName: async () => (await getShopSettings()).name,
      renderAtSending: renderOrderMailAtSending,
      queueDue: () => runStockAlertPass(getShopSettings),
    });

    const shutdown = (signal: string) => {
      log.info(`${signal}: closing`);
      server.close();
      server.closeAllConnections();
      void mailWorker
        .stop()
        .then(() => handle.close())
        .finally(() => process.exit(0));
    };
    process.once("SIGINT", () => shutdown("SIGINT"));
    process.once("SIGTERM", () => shutdown("SIGTERM"));
    return server;
  } catch (error) {
    console.error(`Cannot start the shop: ${describeStartError(error)}`);
    await closeDatabase();
    process.exit(1);
  }
}

function describeStartError(error: unknown): string {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof ListenError) {
    return error.message;
  }
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "ETIMEDOUT") {
    return `the database at DATABASE_URL does not answer (${code}).`;
  }
  if (code === "3D000" || code === "28P01" || code === "28000") {
    return `the database at DATABASE_URL refused us: ${(error as Error).message}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
