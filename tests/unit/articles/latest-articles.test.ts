import {describe, expect, it} from 'vitest';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {latestArticles} from '../../../plugins/latest-articles';

const post = (title: string, date: string, extra: Record<string, unknown> = {}) => ({
  id: title,
  metadata: {
    title,
    date,
    permalink: `/articles/${title}`,
    description: `About ${title}`,
    readingTime: 4.4,
    unlisted: false,
    ...extra,
  },
  content: '',
});

describe('latestArticles', () => {
  it('returns the newest listed posts first, limited to the count', () => {
    const content = {
      blogPosts: [
        post('old', '2025-07-29'),
        post('newest', '2025-10-01'),
        post('hidden', '2025-12-01', {unlisted: true}),
        post('middle', '2025-08-15'),
      ],
    } as unknown as BlogContent;
    const result = latestArticles(content, 2);
    expect(result.map((article) => article.title)).toEqual(['newest', 'middle']);
    expect(result[0]).toEqual({
      title: 'newest',
      permalink: '/articles/newest',
      date: '2025-10-01T00:00:00.000Z',
      description: 'About newest',
      readingTimeMinutes: 4,
    });
  });
});
