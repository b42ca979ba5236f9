import path from "node:path";
import { z } from "zod";

/**
 * Every setting the server reads, parsed once at start. A bad value stops the
 * server with one line that names the variable (see `formatEnvError`).
 */
const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}, "must be a postgres:// or postgresql:// URL with a host");

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SHOP_EMAIL: z.email().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: emailList.default([]),
  // Seconds a page is kept for visitors without a cookie (server/page-cache.ts); 0 turns the cache off.
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  // Seconds a mail about an order's status or delivery day waits, so that a second change in
  // that time replaces it and the customer reads one mail with the last state; the shop's mail
  // of a customer's message on a custom request waits as long, so a burst of messages is one mail.
  ORDER_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
});

export type Env = z.infer<typeof schema> & { DATA_DIR: string };

export class EnvError extends Error {}

/** Blank strings count as unset, as they do in most .env tooling. */
function withoutBlanks(source: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(withoutBlanks(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    throw new EnvError(`Invalid ${name}: ${issue?.message ?? "bad value"}`);
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;

/** The parsed environment of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
