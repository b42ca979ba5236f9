// The admin account of the browser tests: created by e2e-server.mjs, used by tests/e2e/support/admin.ts.
export const E2E_ADMIN = { email: "admin@shahkaar.test", password: "e2e-admin-password", name: "Shop Admin" };
// A second admin, only for the two-factor journey (tests/e2e/two-factor.once.spec.ts): turning
// two-factor sign-in on for it leaves every other journey's one-step sign-in as it is.
export const E2E_SECURITY_ADMIN = {
  email: "security-admin@shahkaar.test",
  password: "e2e-security-password",
  name: "Security Admin",
};

/** Node's arguments for the operators' command that makes an admin (`npm run admin -- create …`). */
export function createAdminArgs({ email, password, name }) {
  return ["--import", "tsx", "scripts/admin.ts", "create", "--email", email, "--password", password, "--name", name];
}
