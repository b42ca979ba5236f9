// A preload for the checkout benchmark on PostgreSQL that says where the time per order goes:
//   npx tsx --import ./bench/lib/pg-statement-count.mjs bench/checkout.ts
// Between the bench's `vacuum analyze` (just before the load) and its first invariant, it counts
// the statements the app sends (grouped by their first words) and reads the CPU time of the
// bench's process and of the bench database's backends (/proc, Linux). Divide by the orders.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const pg = createRequire(path.join(process.cwd(), "package.json"))("pg");
const original = pg.Client.prototype.query;
const CLOCK_TICKS = 100;

/** CPU seconds of each backend serving this process's bench database, by pid. */
function backendCpu() {
  const cpu = new Map();
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(` shop_bench_${process.pid} `)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // gone meanwhile
    }
  }
  return cpu;
}

const statements = new Map();
let counting = false;
let start;
let end;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === "string" ? config : (config?.text ?? "");
  if (/^vacuum analyze/i.test(text)) {
    counting = true;
    start = { at: performance.now(), cpu: process.cpuUsage(), backends: backendCpu() };
  } else if (counting && /^select count\(\*\) from products where stock < 0/.test(text)) {
    counting = false;
    end = { at: performance.now(), cpu: process.cpuUsage(start.cpu), backends: backendCpu() };
  } else if (counting) {
    const kind = text.replace(/\s+/g, " ").trim().slice(0, 90);
    statements.set(kind, (statements.get(kind) ?? 0) + 1);
  }
  return original.call(this, config, ...rest);
};

process.on("exit", () => {
  if (!end) return;
  let database = 0;
  for (const [pid, seconds] of end.backends) database += seconds - (start.backends.get(pid) ?? 0);
  const total = [...statements.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `\nDuring the load (${((end.at - start.at) / 1000).toFixed(1)} s): ${total} statements; CPU: bench ` +
      `${((end.cpu.user + end.cpu.system) / 1e6).toFixed(1)} s, database backends ${database.toFixed(1)} s.`,
  );
  console.table([...statements].sort((a, b) => b[1] - a[1]).map(([statement, count]) => ({ count, statement })));
});
