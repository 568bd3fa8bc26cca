/**
 * What the MCP server keeps of the site it reads (mcp/docs-source.ts): each page's Markdown is
 * read once, then answered from memory; anything else is read each time and never kept, so no
 * client can make the server hold more than the site's own pages.
 */
import {describe, expect, it} from 'vitest';
import {rememberingReader} from '../../../mcp/docs-source';

function countingReader(texts: Record<string, string>) {
  const reads: string[] = [];
  let failNext = false;
  return {
    reads,
    failOnce: () => (failNext = true),
    read: async (sitePath: string) => {
      reads.push(sitePath);
      if (failNext) {
        failNext = false;
        throw new Error('site answered HTTP 502');
      }
      return texts[sitePath] ?? null;
    },
  };
}

describe('the docs source reader', () => {
  it('reads a page named by the index once, however often it is asked for', async () => {
    const site = countingReader({'/learn/intro.md': '# Intro\n'});
    const read = rememberingReader(site.read, new Set(['/learn/intro.md']));
    const answers = await Promise.all([read('/learn/intro.md'), read('/learn/intro.md')]);
    expect(await read('/learn/intro.md')).toBe('# Intro\n');
    expect(answers).toEqual(['# Intro\n', '# Intro\n']);
    expect(site.reads).toEqual(['/learn/intro.md']);
  });

  it('reads any other path every time and keeps nothing of it', async () => {
    const site = countingReader({'/other.md': 'x'});
    const read = rememberingReader(site.read, new Set(['/learn/intro.md']));
    for (const sitePath of ['/other.md', '/other.md', '/missing.md', '/missing.md']) {
      await read(sitePath);
    }
    expect(site.reads).toEqual(['/other.md', '/other.md', '/missing.md', '/missing.md']);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    const site = countingReader({'/llms.txt': '# Nillion\n'});
    const read = rememberingReader(site.read, new Set(['/llms.txt']));
    site.failOnce();
    await expect(read('/llms.txt')).rejects.toThrow('502');
    expect(await read('/llms.txt')).toBe('# Nillion\n');
    expect(await read('/llms.txt')).toBe('# Nillion\n');
    expect(site.reads).toEqual(['/llms.txt', '/llms.txt']);
  });
});
