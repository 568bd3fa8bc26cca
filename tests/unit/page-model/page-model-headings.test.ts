/**
 * The page model's heading list (src/lib/page-model/model.ts headingsOf): every h2–h6 of the
 * body wherever it sits (in a list, an admonition, a quote, a collapsible section or a tab), in
 * page order; the page title level (h1) is never one of them. Blocks written by hand.
 */
import {describe, expect, it} from 'vitest';
import {headingsOf, plainText, type Block} from '../../../src/lib/page-model/model';

const heading = (level: 1 | 2 | 3 | 4, id: string, text: string): Block => ({
  type: 'heading',
  level,
  id,
  text,
  content: [{type: 'text', text}],
});

describe('headingsOf', () => {
  it('finds the headings nested in quotes, collapsible sections and tabs, in page order', () => {
    expect(
      headingsOf([
        heading(2, 'a', 'A'),
        {type: 'quote', blocks: [heading(3, 'b', 'B')]},
        {type: 'details', summary: [], blocks: [heading(3, 'c', 'C')]},
        {
          type: 'tabs',
          tabs: [
            {label: 'One', blocks: [heading(4, 'd', 'D')]},
            {label: 'Two', blocks: [heading(4, 'e', 'E')]},
          ],
        },
      ]),
    ).toEqual([
      {level: 2, id: 'a', text: 'A'},
      {level: 3, id: 'b', text: 'B'},
      {level: 3, id: 'c', text: 'C'},
      {level: 4, id: 'd', text: 'D'},
      {level: 4, id: 'e', text: 'E'},
    ]);
  });

  it('leaves out a heading at the title level', () => {
    expect(headingsOf([heading(1, 'again', 'Title again'), heading(2, 'x', 'X')])).toEqual([
      {level: 2, id: 'x', text: 'X'},
    ]);
  });
});

describe('plainText', () => {
  it('reads a line break as a space and an image as nothing', () => {
    expect(
      plainText([
        {type: 'text', text: 'a'},
        {type: 'break'},
        {type: 'image', src: '/i.png', alt: 'ignored', title: ''},
        {type: 'strong', children: [{type: 'code', text: 'b'}]},
      ]),
    ).toBe('a b');
  });
});
