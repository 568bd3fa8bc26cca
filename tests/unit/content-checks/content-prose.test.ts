import {describe, expect, it} from 'vitest';
import {countProseWords, proseText, stripFrontMatter} from '../../../scripts/content-checks/prose';

describe('prose word counter', () => {
  it('counts plain prose words, including inline code and hyphenated words', () => {
    expect(countProseWords('Nillion stores data in `nilDB` nodes: a well-known pattern.')).toBe(9);
  });

  it('skips front matter, imports, exports, code blocks and Mermaid diagrams', () => {
    const page = [
      '---',
      'title: Many words in the title here',
      'keywords: [a, b, c]',
      '---',
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  Thing,',
      "} from './thing';",
      'export const meta = {a: 1};',
      '',
      'One two three.',
      '',
      '```ts',
      'const notCounted = words + here;',
      '```',
      '',
      '   ```mermaid',
      '   graph LR; A --> B',
      '   ```',
      '',
      'Four five.',
    ].join('\n');
    expect(countProseWords(page)).toBe(5);
  });

  it('counts link text but not link targets, and keeps JSX children but not tags or attributes', () => {
    const page =
      '<Tabs groupId="lang-choice"><TabItem value="ts" label="TypeScript">Read [the guide](/build/quickstart-page-x).</TabItem></Tabs>';
    expect(proseText(page)).not.toContain('lang-choice');
    expect(countProseWords(page)).toBe(3);
  });

  it('drops admonition markers, heading ids, comments and bare URLs', () => {
    const page = [
      ':::tip',
      'Use it.',
      ':::',
      '## nilCC {#nilcc}',
      '<!-- hidden words -->',
      '{/* more hidden */}',
      'See https://example.com/a/b now.',
    ].join('\n');
    expect(countProseWords(page)).toBe(5);
  });

  it('returns zero for an empty page or one that is only front matter', () => {
    expect(countProseWords('')).toBe(0);
    expect(countProseWords('---\ntitle: Only\n---\n')).toBe(0);
  });

  it('keeps line positions when removing front matter', () => {
    const stripped = stripFrontMatter('---\na: 1\nb: 2\n---\nbody');
    expect(stripped.split('\n').indexOf('body')).toBe(4);
  });
});
