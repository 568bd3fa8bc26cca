/**
 * An older docs version is a whole of its own: a reader on a 2025 page who follows a link to
 * another doc page stays in the 2025 docs, where the API matches what they are reading. Only the
 * notes that look forward (admonitions such as "Newer SDK releases" or the migration guide's
 * pointer) lead into Latest on purpose. Read from the pages' source, where a link is written.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DOCS_VERSIONS, LATEST} from '../../../config/versions';
import {fencedLines} from '../../../scripts/content-checks/code-blocks';
import {contentFiles} from '../../../scripts/content-checks/files';

/** A Markdown link or a JSX `href`/`to` to a doc route of Latest (no version prefix). */
const LATEST_DOC_LINK = /(?:\]\(|(?:href|to)=["'])\/(?:build|learn|community|tools)(?=[/#)"'])/;

/** Lines of a page outside admonitions and code blocks that link a Latest doc route. */
function bodyLinksToLatest(source: string): number[] {
  const found: number[] = [];
  const fenced = fencedLines(source);
  let admonitions = 0;
  source.split('\n').forEach((line, index) => {
    if (fenced.has(index)) return;
    if (/^\s*:::\w/.test(line)) admonitions += 1;
    else if (/^\s*:::\s*$/.test(line)) admonitions = Math.max(0, admonitions - 1);
    else if (admonitions === 0 && LATEST_DOC_LINK.test(line)) found.push(index + 1);
  });
  return found;
}

describe('older docs versions link within themselves', () => {
  it('finds a body link to Latest, and leaves notes and code alone', () => {
    const page = [
      'See [the quickstart](/build/private-storage/quickstart).',
      ':::note[Newer SDK releases]',
      'Read [today’s page](/build/private-storage/quickstart).',
      ':::',
      '```ts',
      '// [not a link](/build/x)',
      '```',
      'Stay in [2025](/2025/build/private-storage/quickstart) or <Link to="/tools">tools</Link>.',
    ].join('\n');
    expect(bodyLinksToLatest(page)).toEqual([1, 8]);
  });

  for (const version of DOCS_VERSIONS.filter((version) => version !== LATEST))
    it(`${version.label}: no page body links a Latest doc page`, () => {
      const offenders = contentFiles([version.contentDir]).flatMap((path) =>
        bodyLinksToLatest(readFileSync(path, 'utf8')).map((line) => `${path}:${line}`),
      );
      expect(offenders).toEqual([]);
    });
});
