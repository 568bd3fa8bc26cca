/**
 * The folder boundaries eslint.config.mjs enforces, checked on planted imports linted with the
 * project's own configuration: src/ (the browser bundle) imports nothing from plugins/, not even a
 * type, and plugins/ (the build) imports nothing from scripts/.
 */
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '..', '..', '..');
const eslint = new ESLint({cwd: root});

/** The messages of the import-boundary rule for `source` linted as the file at `file`. */
async function boundaryMessages(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, {filePath: path.join(root, file)});
  return result!.messages
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

describe('src/ imports nothing from plugins/', () => {
  it.each([
    [
      'a value import',
      "import {readPageModel} from '../../../plugins/page-model/read';\nreadPageModel('', '', '');",
    ],
    [
      'a type import',
      "import type {LatestArticlesData} from '@site/plugins/latest-articles';\nexport type D = LatestArticlesData;",
    ],
    ['a re-export', "export {llmsTxt} from '../../../../plugins/page-model/outputs/llms';"],
  ])('refuses %s', async (_kind, source) => {
    const messages = await boundaryMessages('src/components/Planted/index.ts', source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/src\/ does not import from plugins\//);
  });

  it('lets src/ import the page model from src/lib/page-model', async () => {
    const source =
      "import {pageMarkdown} from '../../../lib/page-model/markdown';\nexport const write = pageMarkdown;";
    expect(await boundaryMessages('src/components/Planted/index.ts', source)).toEqual([]);
  });
});

describe('plugins/ imports nothing from scripts/', () => {
  it('refuses a plugin importing a script module', async () => {
    const source =
      "import {extractCodeBlocks} from '../../../scripts/content-checks/code-blocks';\nextractCodeBlocks('');";
    const messages = await boundaryMessages('plugins/planted/index.ts', source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/plugins\/ does not import from scripts\//);
  });
});
