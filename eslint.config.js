import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// Paths are relative to this file, so eslint gives the same answers from any folder.
const root = import.meta.dirname;
const web = 'apps/web/src';
const webFeatures = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's one-way flow: app → features → shared (components, hooks, lib, config).
 * A feature imports no other feature and nothing of app/; shared code imports no feature.
 */
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared part to components/, hooks/ or lib/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/: app/ composes the features.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code imports no feature and nothing of app/.',
  },
  {
    target: 'apps/web',
    from: ['apps/api', 'bench'],
    message: 'The browser never imports server code: share it through packages/contract.',
  },
  {
    target: 'packages/contract',
    from: ['apps', 'e2e', 'bench'],
    message: 'The contract depends on nothing of the apps.',
  },
];

/** The API's layers: db/ and lib/ sit below the modules and never reach up into them. */
const apiZones = [
  {
    target: 'apps/api/src/db',
    from: ['apps/api/src/modules', 'apps/api/src/plugins'],
    message: 'db/ imports no module or plugin: each module registers what it owns (its seed).',
  },
  {
    target: 'apps/api/src/lib',
    from: 'apps/api/src/modules',
    message: 'lib/ imports no module: move the shared part to lib/.',
  },
];

/** Tests and their helpers render the whole app (providers, router): they may import app/. */
const testFiles = ['**/*.test.{ts,tsx}', '**/test-helpers.tsx', '**/test-utils.tsx', '**/*-test-utils.tsx', `${web}/test/**`];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/api/drizzle/**', 'e2e/.artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones, ...apiZones] }],
    },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: webZones
            .map((zone) => ({ ...zone, from: [zone.from].flat().filter((from) => from !== `${web}/app`) }))
            .filter((zone) => zone.from.length > 0),
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    // The whole recommended set (the React Compiler's rules too), every one an error.
    rules: Object.fromEntries(Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error'])),
  },
);
