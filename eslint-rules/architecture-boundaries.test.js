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
  {
    target: 'src',
    from: ['src/testing'],
    packages: ['msw', 'vitest'],
    exceptFiles: ['\\.test\\.tsx?$', '\\.stories\\.tsx$', '^src/testing/'],
    message: 'only tests, stories and src/testing use test support.',
  },
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
    // Tests, stories and src/testing itself may use test support.
    {
      code: "import { http } from 'msw'; import { server } from '../../testing/msw-server';",
      filename: `${root}/src/ui/pages/users-page.test.tsx`,
      options,
    },
    {
      code: "import { http } from 'msw'; import { server } from '../../testing/msw-server';",
      filename: `${root}/src/ui/pages/users-page.stories.tsx`,
      options,
    },
    {
      code: "import { setupServer } from 'msw/node'; import { it } from 'vitest';",
      filename: `${root}/src/testing/msw-server.ts`,
      options,
    },
    // A package that only starts like a forbidden one is another package.
    {
      code: "import { mswLoader } from 'msw-storybook-addon';",
      filename: `${root}/src/ui/pages/users-handlers.ts`,
      options,
    },
  ],
  invalid: [
    {
      code: "import { http } from 'msw';",
      filename: `${root}/src/ui/pages/users-handlers.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "import { setupServer } from 'msw/node';",
      filename: `${root}/src/app/main.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "import { vi } from 'vitest';",
      filename: `${root}/src/machines/session.machine.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
    {
      code: "export { MOCK_API } from '../../testing/http-api';",
      filename: `${root}/src/ui/pages/users-handlers.ts`,
      options,
      errors: [{ messageId: 'forbidden' }],
    },
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
