import {describe, expect, it} from 'vitest';
import {assistantPrompt, assistantUrl} from '../../../src/components/CopyPage/pageActions';

const PAGE = 'https://docs.example.org/build/quickstart';

describe('Copy page actions', () => {
  it('asks each assistant, in its q parameter, to explain the page URL', () => {
    const chatgpt = new URL(assistantUrl('chatgpt', PAGE));
    const claude = new URL(assistantUrl('claude', PAGE));
    expect(`${chatgpt.origin}${chatgpt.pathname}`).toBe('https://chatgpt.com/');
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    for (const url of [chatgpt, claude]) {
      expect([...url.searchParams.keys()]).toEqual(['q']);
      expect(url.searchParams.get('q')).toBe(assistantPrompt(PAGE));
    }
    expect(assistantPrompt(PAGE)).toContain(PAGE);
    expect(assistantPrompt(PAGE)).toMatch(/explain/);
  });

  it('encodes the prompt so the page URL cannot add parameters', () => {
    const hostile = 'https://docs.example.org/a?x=1&q=evil#frag';
    const url = new URL(assistantUrl('chatgpt', hostile));
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('q')).toContain(hostile);
  });
});
