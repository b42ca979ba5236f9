import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layers } from "./eslint/layers.js";

// lucide's index re-exports every icon: whichever chunk holds it carries every icon
// the pages use (the shell, on every page, did: 60 KB). Types from it are free.
const lucideIndex = {
  name: "lucide-react",
  message: 'Import each icon from its own module: import Heart from "lucide-react/icons/heart".',
  allowTypeImports: true,
};

// Code that reaches the browser never imports a *.server module (database, secrets, node:*).
// Route modules and the root may: React Router keeps their loaders and actions on the server.
const serverOnly = {
  group: ["**/*.server", "**/*.server.*"],
  message:
    "Browser code cannot import a *.server module: move the code into a .server file, or into a route's loader or action.",
  allowTypeImports: true,
};

// The host reads each form once, within its route's limits (server/form-body.ts); a second
// parse of the body would read it whole, past every limit. Actions call readForm instead.
const formOnce = {
  selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
  message: "Read a posted form with readForm(request) from ~/utils/form.server, never request.formData().",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...layers,
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [lucideIndex] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", formOnce] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/**/*.test.ts",
      "app/routes/**",
      "app/root.tsx",
      "app/routes.ts",
      "app/entry.server.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [lucideIndex], patterns: [serverOnly] }],
    },
  },
);
