import {describe, expect, it} from 'vitest';
import {sectionOf, titleWithSection, type SidebarItemLike} from '../../../src/lib/sectionTitle';

/** The shape of the site's sidebars: headings, top-level docs and nested categories. */
const sidebar: SidebarItemLike[] = [
  {type: 'html'},
  {type: 'link', label: 'What is Nillion', href: '/learn/what-is-nillion'},
  {
    type: 'category',
    label: 'Private LLMs with nilAI',
    href: '/build/private-llms/overview',
    items: [
      {type: 'link', label: 'Usage', href: '/build/private-llms/usage'},
      {
        type: 'category',
        label: 'Advanced',
        items: [
          {type: 'link', label: 'Web search', href: '/build/private-llms/advanced/web_search'},
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'nilAI API',
    href: '/api/nilai/overview',
    items: [
      {type: 'category', label: 'Health', items: [{type: 'link', href: '/api/nilai/health'}]},
    ],
  },
];

describe('sectionOf', () => {
  it('names the top-level category, not the nearest one', () => {
    expect(sectionOf(sidebar, '/build/private-llms/advanced/web_search')).toBe(
      'Private LLMs with nilAI',
    );
    expect(sectionOf(sidebar, '/api/nilai/health')).toBe('nilAI API');
  });

  it('leaves out the category’s own page and pages outside any category', () => {
    expect(sectionOf(sidebar, '/build/private-llms/overview')).toBeNull();
    expect(sectionOf(sidebar, '/learn/what-is-nillion')).toBeNull();
    expect(sectionOf(sidebar, '/not/in/the/sidebar')).toBeNull();
  });
});

describe('titleWithSection', () => {
  it('tells apart pages with the same heading', () => {
    expect(titleWithSection('Usage', 'Private LLMs with nilAI')).toBe(
      'Usage | Private LLMs with nilAI',
    );
    expect(titleWithSection('Health', 'nilAI API')).not.toBe(
      titleWithSection('Health', 'nilDB API'),
    );
  });

  it('keeps a title that already names its section, or has none', () => {
    expect(titleWithSection('nilAI API Overview', 'nilAI API')).toBe('nilAI API Overview');
    expect(titleWithSection('What is Nillion', null)).toBe('What is Nillion');
  });
});
