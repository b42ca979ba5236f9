import pg from "pg";
import { type DatabaseHandle, database, databaseDriver } from "~/db/client.server";
import { log } from "~/utils/log.server";

/**
 * Order changes, pushed: every insert, update or delete of orders notifies
 * this channel once per statement, at commit (the `orders_notify` trigger of
 * drizzle/0008_admin.sql), whichever instance of the shop made it. Each process
 * listens once, lazily, and fans each notice out to its own subscribers (the
 * admin dashboards' event streams).
 */
export const ORDERS_CHANNEL = "orders_changed";
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = "shop-order-events";

type Subscriber = () => void;

interface Source {
  handle: DatabaseHandle;
  /** Settles once the first LISTEN succeeded or failed (a failure keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

interface Hub {
  subscribers: Set<Subscriber>;
  source?: Source;
  idleTimer?: ReturnType<typeof setTimeout>;
}

// On globalThis, like the database handle: one listener per process, even when
// the module is loaded twice (the host's bundle and the app's, or a dev reload).
const hub = ((globalThis as { __shopOrderEvents?: Hub }).__shopOrderEvents ??= { subscribers: new Set() });

/** A reload or a second tab comes straight back: the connection outlives its last subscriber by this much. */
const IDLE_STOP_MS = 60_000;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
/** A connection that a NAT or proxy dropped without telling either side is found by this ping. */
const HEALTH_CHECK_MS = 30_000;
const HEALTH_TIMEOUT_MS = 10_000;

/**
 * Calls `subscriber` after each committed change to orders. Resolves once the
 * process listens (or its first attempt failed and retries run), with the
 * function that unsubscribes.
 */
export async function subscribeToOrderChanges(subscriber: Subscriber): Promise<() => void> {
  hub.subscribers.add(subscriber);
  clearTimeout(hub.idleTimer);
  await currentSource().ready;
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    hub.subscribers.delete(subscriber);
    if (hub.subscribers.size > 0) return;
    hub.idleTimer = setTimeout(() => {
      if (hub.subscribers.size === 0) void stopOrderEvents();
    }, IDLE_STOP_MS);
    hub.idleTimer.unref?.();
  };
}

/** How many subscribers this process has (tests, diagnostics). */
export function orderEventSubscriberCount(): number {
  return hub.subscribers.size;
}

/** Stops listening now (shutdown, tests); the next subscriber starts again. */
export async function stopOrderEvents(): Promise<void> {
  clearTimeout(hub.idleTimer);
  const source = hub.source;
  hub.source = undefined;
  await source?.stop();
}

/** The listener for the process's open database: started on first use, restarted if the database changed. */
function currentSource(): Source {
  const handle = database();
  if (hub.source?.handle === handle) return hub.source;
  void hub.source?.stop();
  hub.source = handle.kind === "pglite" ? listenOnPglite(handle) : listenOnPostgres(handle);
  return hub.source;
}

function fanOut() {
  for (const subscriber of [...hub.subscribers]) {
    try {
      subscriber();
    } catch (error) {
      log.error("An order-events subscriber failed", { error: String(error) });
    }
  }
}

/** PGlite is one connection in this process: its own listen() API, no reconnecting to do. */
function listenOnPglite(handle: DatabaseHandle): Source {
  const driver = databaseDriver(handle);
  if (driver.kind !== "pglite") throw new Error("Expected a PGlite database");
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  const ready = driver.client.listen(ORDERS_CHANNEL, fanOut).then(
    (stop) => {
      unlisten = stop;
    },
    (error) => log.error("Cannot listen for order changes", { error: String(error) }),
  );
  return {
    handle,
    ready,
    async stop() {
      if (stopped) return;
      stopped = true;
      await ready;
      // The database may be closed already (shutdown): nothing left to undo then.
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: a dedicated client outside the pool (a pooled connection is
 * handed to other queries and would lose the LISTEN). When it drops, it
 * reconnects with growing, jittered delays, and subscribers then get one
 * notice, since orders may have changed while nobody listened.
 */
function listenOnPostgres(handle: DatabaseHandle): Source {
  const driver = databaseDriver(handle);
  if (driver.kind !== "postgres") throw new Error("Expected a PostgreSQL database");
  const config: pg.ClientConfig = {
    ...driver.config,
    application_name: LISTENER_NAME,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let listenedBefore = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let healthTimer: ReturnType<typeof setInterval> | undefined;

  async function connect(): Promise<void> {
    retryTimer = undefined;
    if (stopped) return;
    const next = new pg.Client(config);
    client = next;
    next.on("notification", (message) => {
      if (message.channel === ORDERS_CHANNEL && next === client) fanOut();
    });
    // Always a listener: an 'error' event without one would crash the process.
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${ORDERS_CHANNEL}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (stopped || next !== client) return;
    if (listenedBefore) {
      log.info("Listening for order changes again");
      fanOut();
    }
    listenedBefore = true;
    failures = 0;
  }

  function lost(which: pg.Client, error: unknown) {
    if (stopped || which !== client) return;
    client = undefined;
    void which.end().catch(() => {});
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    log.warn("The order-events connection was lost; reconnecting", {
      error: error instanceof Error ? error.message : String(error),
      inMs: Math.round(delay),
    });
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref?.();
  }

  async function checkHealth() {
    const current = client;
    if (!current || stopped) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer to a ping")), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([current.query("select 1"), timeout]);
    } catch (error) {
      lost(current, error);
    } finally {
      clearTimeout(timer);
    }
  }

  const ready = connect();
  healthTimer = setInterval(() => void checkHealth(), HEALTH_CHECK_MS);
  healthTimer.unref?.();

  return {
    handle,
    ready,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(healthTimer);
      healthTimer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
