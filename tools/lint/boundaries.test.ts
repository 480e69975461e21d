import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

/** Lints `code` as if it were the file at `file` (relative to the repository), with the project's config. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('boundaries of the API', () => {
  it("refuses another module's repository, and accepts its service", async () => {
    const file = 'apps/api/src/modules/faq/example.ts';
    expect(
      await problems(
        file,
        "import { findPostById } from '../community/post-repo';\nexport default findPostById;\n",
      ),
    ).toEqual([expect.stringContaining('only through its service')]);
    expect(
      await problems(
        file,
        "import { listFeed } from '../community/feed-service';\nexport default listFeed;\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        file,
        "import type { PostRow } from '../community/post-repo';\nexport type X = PostRow;\n",
      ),
    ).toEqual([]);
  });

  it('keeps Drizzle and the schema in repositories', async () => {
    const query =
      "import { eq } from 'drizzle-orm';\nimport { faqs } from '../../db/schema';\nexport default eq(faqs.id, 1);\n";
    expect(await problems('apps/api/src/modules/faq/service.ts', query)).toEqual([
      expect.stringContaining('Only repositories'),
      expect.stringContaining('Only repositories'),
    ]);
    expect(await problems('apps/api/src/modules/faq/repo.ts', query)).toEqual([]);
    expect(
      await problems(
        'apps/api/src/plugins/example.ts',
        "import { sql } from 'drizzle-orm';\nexport default sql;\n",
      ),
    ).toEqual([expect.stringContaining('Only repositories')]);
  });

  it('reads time from the clock and configuration from config.ts', async () => {
    const file = 'apps/api/src/modules/faq/service.ts';
    expect(await problems(file, 'export const now = new Date();\n')).toEqual([
      expect.stringContaining('clock'),
    ]);
    expect(await problems(file, 'export const now = Date.now();\n')).toEqual([
      expect.stringContaining('clock'),
    ]);
    expect(await problems(file, 'export const when = new Date(0);\n')).toEqual([]);
    expect(await problems(file, 'export const port = process.env.PORT;\n')).toEqual([
      expect.stringContaining('config.ts'),
    ]);
    expect(await problems('apps/api/src/config.ts', 'export const port = process.env.PORT;\n')).toEqual([]);
  });
});

describe('boundaries of the web features', () => {
  const file = 'apps/web/src/features/faq/components/example.tsx';

  it('refuses another feature and app/, and accepts lib/ and its own files', async () => {
    expect(
      await problems(
        file,
        "import { Composer } from '@/features/community/components/composer';\nexport default Composer;\n",
      ),
    ).toEqual([expect.stringContaining('never import each other')]);
    expect(await problems(file, "import { router } from '@/app/router';\nexport default router;\n")).toEqual([
      expect.stringContaining('never import app/'),
    ]);
    expect(
      await problems(
        file,
        "import { call } from '@/lib/api-client';\nimport { x } from '../lib/x';\nexport default call(x);\n",
      ),
    ).toEqual([]);
  });

  it('calls the API only through declared endpoints', async () => {
    expect(await problems(file, "export const url = '/api/faq/';\n")).toEqual([
      expect.stringContaining('declared in packages/contracts'),
    ]);
    expect(await problems(file, 'export const url = (id: number) => `/api/faq/${id}/`;\n')).toEqual([
      expect.stringContaining('declared in packages/contracts'),
    ]);
    expect(await problems(file, "export const go = () => fetch('/x');\n")).toEqual([
      expect.stringContaining('declared in packages/contracts'),
    ]);
    expect(await problems(file, "import { api } from '@/lib/api-client';\nexport default api;\n")).toEqual([
      expect.stringContaining('call()'),
    ]);
  });
});
