// The fault benchmark's report: Markdown tables, so they can go into the docs as printed.

function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const NAMES = { pglite: "PGlite (embedded, file-backed DATA_DIR)", postgres: "PostgreSQL (pg pool)" };

export function formatRun(report) {
  const after = report.checks["after kills"];
  const final = report.checks["after final restart"];
  const out = [`### ${NAMES[report.kind]}: ${report.kills} × SIGKILL under load`, ""];
  if (report.streamMs) {
    const delays = report.killDelaysMs;
    out.push(
      `Stream ${seconds(report.streamMs)}; restart to /health ${seconds(median(report.restartsMs))} median ` +
        `(${seconds(Math.max(...report.restartsMs))} max), then to the first answer ` +
        `${seconds(median(report.warmupsMs))} median (${seconds(Math.max(...report.warmupsMs))} max); each kill ` +
        `${seconds(Math.min(...delays))}–${seconds(Math.max(...delays))} after that first answer ` +
        `(mean ${seconds(delays.reduce((a, b) => a + b, 0) / delays.length)})` +
        (report.drainMs === undefined
          ? "."
          : `; outbox drained ${seconds(report.drainMs)} after the final restart (limit ${seconds(report.drainLimitMs)}).`),
      "",
    );
  }
  if (report.posts) {
    const { posts, adds } = report;
    out.push(
      table(
        ["requests", "count"],
        [
          ["checkout answered: order placed (302)", posts.placed],
          ["checkout answered: refused, sold out (409)", posts.soldOut],
          ["checkout answered: error (5xx)", posts.errorAnswers],
          ["checkout without answer: connection cut by the kill", posts.dropped],
          ["checkout without answer: connection refused (shop down)", posts.refusedConnection],
          ["checkout posted again with the same key", posts.retriedKeys],
          ["unanswered at the last kill, posted again after it", report.unanswered],
          ["cart adds: ok / sold out / no answer", `${adds.ok} / ${adds.soldOut} / ${adds.failed}`],
        ],
      ),
      "",
    );
  }
  if (after) {
    const invariants = after.results.map((row) => row.invariant);
    for (const row of final?.results ?? []) if (!invariants.includes(row.invariant)) invariants.push(row.invariant);
    const cell = (check, name) => {
      const row = check?.results.find((result) => result.invariant === name);
      return row ? (row.ok ? "ok" : `VIOLATED (${row.bad})`) : "–";
    };
    out.push(
      table(
        ["invariant", `after ${report.kills} kills`, "after final restart + drain"],
        invariants.map((name) => [name, cell(after, name), cell(final, name)]),
      ),
      "",
    );
    const figure = (check, key) => check?.figures[key] ?? "–";
    const figures = [
      ["database open (ms)", "openMs"],
      ["orders", "orders"],
      ["order items", "items"],
      ["orders committed but not yet told to the client", "unheard"],
      ["outbox rows sent", "outboxSent"],
      ["outbox rows pending", "outboxPending"],
      ["… of them held by a lease from a killed shop", "leased"],
      ["mails tried more than once (attempts > 1)", "retriedMails"],
      ["mails received by the SMTP sink", "received"],
      ["mails received twice (kill between send and mark)", "duplicates"],
    ];
    out.push(
      table(
        ["figure", `after ${report.kills} kills`, "after final restart + drain"],
        figures.map(([label, key]) => [label, figure(after, key), figure(final, key)]),
      ),
    );
  }
  for (const note of [...(report.unexpected ?? []), ...report.notes]) out.push(`- ${note}`);
  return out.join("\n");
}

/** True when every check of the run was made and held. */
export function runHeld(report) {
  const checks = [report.checks["after kills"], report.checks["after final restart"]];
  return checks.every((check) => check?.results.every((row) => row.ok)) && (report.unexpected ?? []).length === 0;
}
