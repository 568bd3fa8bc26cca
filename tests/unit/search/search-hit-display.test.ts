/**
 * How the modal and /search lay out results (src/lib/search/hitDisplay.ts): each found page as a
 * row of its own (its own hit, or one made for it), its other best hits as sections under it,
 * titled without the page's title they sit under; a heading hit titled by its heading under the headings above
 * it, a text hit by its snippet under every heading of its place; "Try searching for" offers the
 * sections of the last pages found, three at most.
 */
import {describe, expect, it} from 'vitest';
import type {PageHits, SearchHit} from '../../../src/lib/search/client';
import {hitLines, pageRow, suggestedSections} from '../../../src/lib/search/hitDisplay';
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

describe('hitLines under its page', () => {
  it("leaves out the page's title a section sits under, and keeps the headings between", () => {
    const text = hit('t', {
      type: 'content',
      hierarchy: hierarchy('Build', 'Blindfold', 'Install'),
      headings: {lvl1: 'Blindfold', lvl2: 'Install'},
      snippet: 'pip install <mark>blindfold</mark>',
    });
    expect(hitLines(text, {underPage: true})).toEqual({
      title: 'pip install <mark>blindfold</mark>',
      path: ['Install'],
    });
    const section = hit('s', {type: 'lvl2', hierarchy: hierarchy('Build', 'Blindfold', 'Install')});
    expect(hitLines(section, {underPage: true})).toEqual({title: 'Install', path: []});
  });
});

describe('pageRow', () => {
  const page = 'https://docs.example.org/build/blindfold';
  const own = hit('own', {url: page, hierarchy: hierarchy('Build', 'Blindfold')});
  const install = hit('install', {
    url: `${page}#install`,
    type: 'lvl2',
    hierarchy: hierarchy('Build', 'Blindfold', 'Install'),
    headings: {lvl0: 'Build', lvl1: '<mark>Blindfold</mark>', lvl2: 'Install'},
  });
  const usage = hit('usage', {
    url: `${page}#usage`,
    type: 'lvl2',
    hierarchy: hierarchy('Build', 'Blindfold', 'Usage'),
  });

  it("makes the page's own hit its row, and its other hits the sections under it, in order", () => {
    const row = pageRow({url: page, hits: [install, own, usage]});
    expect(row.page).toBe(own);
    expect(row.sections.map(({id}) => id)).toEqual(['install', 'usage']);
  });

  it('makes a row for a page that matched in its sections only, linked to its top', () => {
    const row = pageRow({url: page, hits: [install, usage]});
    expect(row.page).toMatchObject({
      url: page,
      type: 'lvl1',
      snippet: null,
      hierarchy: hierarchy('Build', 'Blindfold'),
      headings: {lvl0: 'Build', lvl1: '<mark>Blindfold</mark>'},
    });
    expect(hitLines(row.page)).toEqual({title: '<mark>Blindfold</mark>', path: []});
    expect(row.sections.map(({id}) => id)).toEqual(['install', 'usage']);
  });
});

describe('suggestedSections', () => {
  it('offers the sections of the pages found, in order, three at most', () => {
    const found: PageHits[] = ['API', 'Learn', 'API', 'Build', 'Articles'].map((section, at) => ({
      url: `https://docs.example.org/${at}`,
      hits: [hit(String(at), {hierarchy: hierarchy(section, 'x')})],
    }));
    expect(suggestedSections(found)).toEqual(['API', 'Learn', 'Build']);
    expect(suggestedSections([])).toEqual([]);
  });
});
