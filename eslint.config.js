// ESLint 9 flat config (issue 23 part 6, issue 24 part 1).
// TypeScript files are linted with type information: typescript-eslint's project service finds
// each file's nearest tsconfig.json (packages/*/tsconfig.json, the root one for stacks, scripts
// and bench, test/tsconfig.json for test/). The React packages add react-hooks and jsx-a11y.
// eslint-plugin-regexp runs over every file, tests included; its two super-linear rules are errors
// everywhere and must not be turned off for any file.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

const ts = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];
const typed = ["packages/*/src/**/*.ts", "packages/*/src/**/*.tsx"];
const tests = ["**/*.test.ts", "**/*.test.tsx"];
const react = ["packages/shop/**/*.{ts,tsx}", "packages/admin/**/*.{ts,tsx}", "packages/ui/**/*.{ts,tsx}"];

export default defineConfig([
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "**/dist-server/",
    "**/.sst/",
    "**/.data/",
    "**/coverage/",
    "**/cdk.out/",
    "**/test-results/",
    "bench/results/",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },

  js.configs.recommended,

  // Plain JavaScript: the functions' build script, the shop's boot script, a workflow's script.
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["packages/shop/public/**/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node } },
  },

  // TypeScript: every file gets typescript-eslint's syntax-only recommended rules.
  {
    files: ts,
    extends: [tseslint.configs.recommended],
  },
  // Type-aware rules (recommendedTypeChecked) only on the packages' shipped source: linting all of
  // the repository with type information took 8 minutes cold on this 2-core machine (5 minutes of
  // CPU: seven TypeScript programs, each checking most of the others' source), against a
  // budget of ~2. Tests, stacks, bench and scripts keep the syntax-only rules; their type errors
  // are `pnpm typecheck`'s. The project service finds each file's packages/*/tsconfig.json.
  {
    files: typed,
    ignores: tests,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },

  // React packages.
  {
    files: react,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Regular expressions, everywhere.
  regexp.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
]);
