import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      ADMIN_EMAILS: [],
    });
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ DATABASE_URL: "mysql://localhost/shop" }, "DATABASE_URL"],
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ ADMIN_EMAILS: "a@shop.example, not-an-email" }, "ADMIN_EMAILS"],
  ])("names the variable in one line when %o is wrong", (input, name) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    try {
      parseEnv(input);
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid ${name}`));
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("accepts a PostgreSQL URL and a list of admin e-mails", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://shop@127.0.0.1:5432/shop",
      ADMIN_EMAILS: " A@Shop.example ,b@shop.example",
    });
    expect(env.DATABASE_URL).toBe("postgres://shop@127.0.0.1:5432/shop");
    expect(env.ADMIN_EMAILS).toEqual(["a@shop.example", "b@shop.example"]);
  });
});
