/**
 * How the search modal lays out hits (src/lib/search/hitDisplay.ts): grouped by section in the
 * order of each section's best hit; a heading hit titled by its heading under the headings above
 * it, a text hit by its snippet under every heading of its place; "Try searching for" offers the
 * sections of the last hits, three at most.
 */
import {describe, expect, it} from 'vitest';
import type {SearchHit} from '../../../src/lib/search/client';
import {groupBySection, hitLines, suggestedSections} from '../../../src/lib/search/hitDisplay';
import type {Hierarchy} from '../../../src/lib/search/types';

const hierarchy = (lvl0: string, lvl1: string, lvl2: string | null = null): Hierarchy => ({
  lvl0,
  lvl1,
  lvl2,
  lvl3: null,
  lvl4: null,
  lvl5: null,
  lvl6: null,
});

const hit = (id: string, fields: Partial<SearchHit> = {}): SearchHit => ({
  id,
  url: `https://docs.example.org/${id}`,
  type: 'lvl1',
  hierarchy: hierarchy('Build', 'Page'),
  headings: {},
  snippet: null,
  code: false,
  ...fields,
});

describe('groupBySection', () => {
  it('groups hits by section, sections in the order of their first hit, hits kept in order', () => {
    const hits = [
      hit('a', {hierarchy: hierarchy('Learn', 'A')}),
      hit('b', {hierarchy: hierarchy('Build', 'B')}),
      hit('c', {hierarchy: hierarchy('Learn', 'C')}),
    ];
    expect(
      groupBySection(hits).map(({section, hits: grouped}) => [section, grouped.map(({id}) => id)]),
    ).toEqual([
      ['Learn', ['a', 'c']],
      ['Build', ['b']],
    ]);
  });
});

describe('hitLines', () => {
  it('titles a page by its title, with no path', () => {
    expect(hitLines(hit('p', {headings: {lvl0: 'Build', lvl1: '<mark>Blindfold</mark>'}}))).toEqual(
      {title: '<mark>Blindfold</mark>', path: []},
    );
  });

  it('titles a section by its heading, under its page', () => {
    const section = hit('s', {
      type: 'lvl2',
      hierarchy: hierarchy('Build', 'Blindfold', 'Install'),
      headings: {lvl1: 'Blindfold', lvl2: '<mark>Install</mark>'},
    });
    expect(hitLines(section)).toEqual({title: '<mark>Install</mark>', path: ['Blindfold']});
  });

  it('titles text by its snippet, under every heading of its place', () => {
    const text = hit('t', {
      type: 'content',
      hierarchy: hierarchy('Build', 'Blindfold', 'Install'),
      headings: {lvl1: 'Blindfold', lvl2: 'Install'},
      snippet: 'pip install <mark>blindfold</mark>',
    });
    expect(hitLines(text)).toEqual({
      title: 'pip install <mark>blindfold</mark>',
      path: ['Blindfold', 'Install'],
    });
  });

  it('escapes a heading the hit carries no marked copy of', () => {
    const section = hit('s', {type: 'lvl2', hierarchy: hierarchy('Build', 'A <b>', 'C & D')});
    expect(hitLines(section)).toEqual({title: 'C &amp; D', path: ['A &lt;b&gt;']});
  });
});

describe('suggestedSections', () => {
  it('offers the sections of the hits, in order, three at most', () => {
    const hits = ['API', 'Learn', 'API', 'Build', 'Articles'].map((section, at) =>
      hit(String(at), {hierarchy: hierarchy(section, 'x')}),
    );
    expect(suggestedSections(hits)).toEqual(['API', 'Learn', 'Build']);
    expect(suggestedSections([])).toEqual([]);
  });
});
