// The admin account of the browser tests: created by e2e-server.mjs, used by tests/e2e/support/admin.ts.
export const E2E_ADMIN = { email: "admin@shahkaar.test", password: "e2e-admin-password", name: "Shop Admin" };
