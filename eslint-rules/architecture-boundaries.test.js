import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { architectureBoundaries } from './architecture-boundaries.js';

// RuleTester reports through these hooks; vitest's own describe/it make each case a test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule resolves zones against ESLint's working folder, which RuleTester sets to cwd.
const root = process.cwd();
const zones = [
  { target: 'src/domain', from: ['src/adapters', 'src/ui'], message: 'the domain is pure.' },
  { target: 'src/ui', from: ['src/adapters'], message: 'ui never imports adapters.' },
];
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const options = [{ zones }];

tester.run('architecture-boundaries', architectureBoundaries, {
  valid: [
    {
      code: "import { x } from './money';",
      filename: `${root}/src/domain/order.ts`,
      options,
    },
    {
      code: "import * as v from 'valibot';",
      filename: `${root}/src/domain/order.ts`,
      options,
    },
    {
      code: "import { t } from '../../domain/tool';",
      filename: `${root}/src/ui/pages/home.tsx`,
      options,
    },
    // A folder whose name only starts like a forbidden one is not inside it.
    {
      code: "import { a } from '../adapters-docs/a';",
      filename: `${root}/src/ui/x.ts`,
      options,
    },
    {
      code: "import { a } from '../../src/adapters/http/api';",
      filename: `${root}/contract-tests/a.test.ts`,
      options,
    },
  ],
  invalid: [
    {
      code: "import { x } from '../adapters/memory/y';",
      filename: `${root}/src/domain/order.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "export { y } from '../../adapters/http/api';",
      filename: `${root}/src/ui/pages/page.tsx`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "export * from '../ui/button';",
      filename: `${root}/src/domain/index.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "const m = () => import('../../adapters/firebase/auth');",
      filename: `${root}/src/ui/pages/login.tsx`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "import type { T } from '../adapters';",
      filename: `${root}/src/ui/t.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
  ],
});
