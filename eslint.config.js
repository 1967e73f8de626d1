import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ioModules = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'os',
  'kysely',
  'pg',
  'better-sqlite3',
  'fastify',
  'sharp',
  'next',
  'next/*',
  'react',
  'react-dom',
];

const serverIsNotWeb = {
  group: ['@shop/web', '@shop/web/*', 'next', 'next/*', 'react', 'react-dom'],
  message: 'packages/server does not depend on the web app.',
};

// Where SQL lives (packages/server/README.md): Kysely's values (the sql tag, dialects) only in these files.
const sqlFiles = [
  'packages/server/src/**/*.repository.ts',
  'packages/server/src/**/*.queries.ts',
  'packages/server/src/db/**',
  'packages/server/src/seed/**',
  'packages/server/src/**/*.test.ts',
  'packages/server/src/**/*-fixtures.ts',
  'packages/server/src/testing/**',
];
const sqlLivesInQueries = {
  group: ['kysely'],
  allowTypeImports: true,
  message:
    'Raw SQL (the sql tag, dialect checks) lives in *.repository.ts or *.queries.ts files; elsewhere import only Kysely types.',
};

// The message catalog reaches the browser only as the messages a page gives (lib/i18n).
const catalogImports = {
  group: ['@/lib/i18n/en/*', '**/i18n/en/*', '@/lib/i18n/catalog'],
  allowTypeImports: true,
  message: 'Texts come from t: getT(locale) in server components, useT() in client ones (lib/i18n).',
};

// A feature (apps/web/src/features/<name>) is used by the others only through its public files:
// public.ts, and public-<what>.ts where one file would load code into pages that do not use it.
const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicFiles = (/** @type {string} */ name) =>
  readdirSync(new URL(`${name}/`, featuresDir))
    .filter((file) => /^public(-[a-z-]+)?\.ts$/.test(file))
    .map((file) => `./${name}/${file}`);
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`, ...webFeatures.filter((other) => other !== name).flatMap(publicFiles)],
  message: 'Another feature is used only through its public.ts (or public-<what>.ts); export what you need there.',
}));

/** Storefront links and routers keep the page's language: lib/i18n/navigation.tsx wraps Next's. */
const shopNavigation = [
  { name: 'next/link', message: "Use Link from '@/lib/i18n/navigation': it keeps the page's language (/ar/...)." },
  {
    name: 'next/navigation',
    importNames: ['useRouter', 'usePathname'],
    message: "Use useShopRouter/useShopPathname from '@/lib/i18n/navigation'.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-checked rules: a promise is awaited or explicitly let go; a switch over a union names every member.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // The domain holds pure rules: nothing with I/O, no framework, no other workspace.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioModules, message: 'packages/domain is pure: no I/O, framework or database imports.' },
            { group: ['@shop/*'], message: 'packages/domain imports no other workspace.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverIsNotWeb, sqlLivesInQueries] }],
    },
  },
  {
    files: sqlFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverIsNotWeb] }],
    },
  },
  {
    // Modules hold the shop's rules and their routes; the HTTP shell (http/) assembles them, never the reverse.
    files: ['packages/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-fixtures.ts', '**/*.test-helpers.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/server/src/modules',
              from: './packages/server/src/http',
              message:
                'Modules do not import the HTTP shell: take what you need from AppDeps (app-deps.ts), errors from src/errors.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages reach the server through its public entry only, never its internals.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/app',
              from: './packages/server/src',
              except: ['./index.ts'],
              message: 'apps/web/src/app uses @shop/server only through its public entry.',
            },
          ],
        },
      ],
    },
  },
  {
    // React's rules of hooks and the React Compiler's checks; Next's core web vitals rules.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web/' } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off: they flag the app's deliberate patterns, which would change behaviour if rewritten:
      // state set in an effect after hydration or navigation (stored cart, checkout state, menus
      // closing on a new URL) and a ref holding the latest props, written while rendering (Dialog).
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      ...nextPlugin.configs['core-web-vitals'].rules,
      // next.config.ts serves images unoptimized (pre-sized WebP): next/image would add nothing but markup.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Leaving the back-office session is a full page load to its sign-in, so no signed-in client state survives.
    files: ['apps/web/src/features/admin/admin-client.ts', 'apps/web/src/features/admin/sign-out-button.tsx'],
    rules: { '@next/next/no-location-assign-relative-destination': 'off' },
  },
  {
    // lib/ holds the data readers and helpers the features build on, never the reverse; features meet through public files.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib/ does not import features: move what both need into lib/ or components/.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // No label is computed when a module loads: t is called while rendering, in the locale of the page.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(t|getT|useT)$/]:not(:function CallExpression)',
          message:
            'No label at module load: call t inside the component (useT() in client components, getT(await requestLocale()) in server ones).',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [catalogImports], paths: shopNavigation }],
    },
  },
  {
    // the back office is English only, at plain addresses
    files: ['apps/web/src/features/admin/**', 'apps/web/src/app/admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [catalogImports] }] },
  },
  {
    // the catalog itself, and the error pages that must show when the layout (and its messages) failed
    files: ['apps/web/src/lib/i18n/**', 'apps/web/src/app/error.tsx', 'apps/web/src/app/global-error.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/server', '@shop/server/*', '@/lib/services/*'],
              message: 'UI components do not fetch: pass data in as props.',
            },
            catalogImports,
          ],
          paths: shopNavigation,
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
