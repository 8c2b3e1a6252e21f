// Proves the boundary rules of eslint.config.js still fire: each case lints a made-up file at a
// real place in the tree and must be refused by the named rule (or, for the last one, accepted).
// Run by `npm run lint`, so a config change that silently turns a boundary off fails CI.
import { ESLint } from 'eslint';

const cases = [
  {
    name: 'a feature imports another feature',
    filePath: 'apps/web/src/features/customers/components/zz-check.tsx',
    code: "import { TasksPage } from '../../tasks/components/tasks-page';\nexport const x = TasksPage;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature imports app/',
    filePath: 'apps/web/src/features/customers/components/zz-check.tsx',
    code: "import { Providers } from '../../../app/providers';\nexport const x = Providers;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'shared components import a feature',
    filePath: 'apps/web/src/components/zz-check.tsx',
    code: "import { TasksPage } from '../features/tasks/components/tasks-page';\nexport const x = TasksPage;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the browser imports server code',
    filePath: 'apps/web/src/lib/zz-check.ts',
    code: "import { loadConfig } from '../../../api/src/config';\nexport const x = loadConfig;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'lib/ of the API imports a module',
    filePath: 'apps/api/src/lib/zz-check.ts',
    code: "import { toTask } from '../modules/tasks/task-view';\nexport const x = toTask;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the database layer imports a module',
    filePath: 'apps/api/src/db/zz-check.ts',
    code: "import { toTask } from '../modules/tasks/task-view';\nexport const x = toTask;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a hook called conditionally',
    filePath: 'apps/web/src/lib/zz-check.tsx',
    code: "import { useState } from 'react';\nexport function useX(on: boolean) {\n  if (on) useState(0);\n}\n",
    rule: 'react-hooks/rules-of-hooks',
  },
  {
    name: 'a feature imports shared code (allowed)',
    filePath: 'apps/web/src/features/customers/components/zz-check.tsx',
    code: "import { notifyError } from '../../../lib/notify';\nexport const x = notifyError;\n",
    rule: null,
  },
];

const eslint = new ESLint({ cwd: import.meta.dirname + '/..' });
let failed = 0;
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.filePath });
  const rules = result.messages.map((m) => m.ruleId ?? m.message);
  const ok = c.rule ? rules.includes(c.rule) : result.messages.length === 0;
  if (!ok) {
    failed += 1;
    console.error(`✗ ${c.name}: expected ${c.rule ?? 'no problem'}, got ${JSON.stringify(rules)}`);
  }
}
if (failed) process.exit(1);
console.log(`Lint boundaries: ${cases.length} cases behave as configured.`);
