/**
 * The sections of the site (src/lib/sections.ts): which part of the site a route is in, in every
 * docs version, and a content page under no section's folder stopping the build rather than
 * being left out of the `.md` export and search. Expected values are written from the site's
 * URLs and its navbar (Learn, Build, Blacklight, Community, API, Articles), not derived from the code.
 */
import {describe, expect, it} from 'vitest';
import {SECTION_NAMES, sectionOf, sectionOfPage} from '../../../src/lib/sections';

describe('the sections readers see', () => {
  it('are the navbar’s parts of the site, in its order', () => {
    expect(SECTION_NAMES).toEqual(['Learn', 'Build', 'Blacklight', 'Community', 'API', 'Articles']);
  });
});

describe('sectionOf', () => {
  it.each([
    ['/learn/what-is-nillion', 'Learn'],
    ['/build/quickstart', 'Build'],
    ['/tools', 'Build'],
    ['/blacklight/operators/run-a-node', 'Blacklight'],
    ['/community/guides/testnet', 'Community'],
    ['/api/nildb/add-query', 'API'],
    ['/articles/nildb-encryption', 'Articles'],
    ['/__fixtures/docs/probe', 'Fixtures'],
    ['/2025/build/quickstart', 'Build'],
    ['/2025/tools', 'Build'],
    ['/2025/learn/architecture', 'Learn'],
    ['/', null],
    ['/search', null],
    ['/learning', null],
    ['/blacklightning', null],
    ['/guides/intro', null],
  ])('%s is in %s', (route, section) => {
    expect(sectionOf(route)).toBe(section);
  });
});

describe('sectionOfPage', () => {
  it('is the section of a content page in one', () => {
    expect(sectionOfPage('/community/guides/testnet')).toBe('Community');
    expect(sectionOfPage('/2025/learn/architecture')).toBe('Learn');
  });

  it('stops on a page in a new top-level folder, naming the page and where sections are made', () => {
    expect(() => sectionOfPage('/guides/intro')).toThrow(
      /^\/guides\/intro is a content page in no section: .*src\/lib\/sections\.ts/,
    );
    expect(() => sectionOfPage('/2025/guides/intro')).toThrow(/^\/2025\/guides\/intro is a/);
  });
});
