import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";

/**
 * The key that signs session cookies. AUTH_SECRET when set (required for
 * several instances: they must share it); otherwise made once and kept in
 * DATA_DIR, readable by the shop's user only.
 */
let warned = false;

export function authSecret(): string {
  const { AUTH_SECRET, DATA_DIR, DATABASE_URL } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  const file = path.join(DATA_DIR, "auth-secret");
  // On PostgreSQL there may be several instances, each with its own DATA_DIR: each would make
  // its own key, and a session signed by one would be refused by the next (docs/operations.md).
  if (DATABASE_URL && !warned) {
    warned = true;
    log.warn(
      `AUTH_SECRET is not set: using the key in ${file}, which only this instance has. Set AUTH_SECRET to run more than one.`,
    );
  }
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      // another process wrote it first: use theirs
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
