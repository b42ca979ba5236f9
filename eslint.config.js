import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Server-only code (*.server.ts) must never be imported by browser-safe files.
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              // lucide's index re-exports every icon: whichever chunk holds it carries every icon
              // the pages use (the shell, on every page, did: 60 KB). Types from it are free.
              name: "lucide-react",
              message: 'Import each icon from its own module: import Heart from "lucide-react/icons/heart".',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ["**/components/**/*.server", "**/components/**/*.server.*"],
              message: "UI components cannot import server modules.",
            },
          ],
        },
      ],
    },
  },
);
