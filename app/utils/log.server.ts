import { env } from "./env.server";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, "silent">;

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < LEVELS[env().LOG_LEVEL]) return;
  const line = fields ? `${message} ${JSON.stringify(fields)}` : message;
  (level === "error" || level === "warn" ? console.error : console.log)(`[${level}] ${line}`);
}

/** One-line logs on stdout/stderr, filtered by LOG_LEVEL. */
export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
