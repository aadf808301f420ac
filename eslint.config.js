import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: ["**/dist/**", "**/site-dist/**", "**/node_modules/**", "**/.turbo/**", "**/generated/**", "**/coverage/**"],
  },
  // The release gate's fixture app imports the packed packages, which exist only where the
  // gate installs them: its `apps` step type-checks it there (scripts/release/app-fixtures.mjs).
  { ignores: ["scripts/release/fixtures/**"] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
