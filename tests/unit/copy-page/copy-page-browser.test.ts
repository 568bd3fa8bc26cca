// @vitest-environment happy-dom
/**
 * The Copy page actions in the browser: the export text
 * comes from the published `.md`, or, where none is published (a development server answers with
 * its HTML shell, or 404), from the page on screen; a page with no content gives nothing to copy.
 * Copying uses the Clipboard API, else a hidden textarea and the copy command; viewing opens the
 * text as a plain-text document in a new tab.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  copyText,
  loadPageText,
  mcpCommand,
  openText,
} from '../../../src/components/CopyPage/pageActions';

const EXPORT_URL = 'https://docs.example.org/learn/page';
const PUBLISHED = '# Page\n\nURL: https://docs.example.org/learn/page\n\nPublished body.\n';

function answer(body: string, {status = 200, type = 'text/markdown; charset=utf-8'} = {}) {
  return vi.fn(async () => new Response(body, {status, headers: {'content-type': type}}));
}

function showArticle(html: string): void {
  document.body.innerHTML = `<main><article><div class="markdown"><header><h1>Page</h1></header>${html}</div></article></main>`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the export text', () => {
  it('is the published .md, fetched at the page path plus .md as Markdown', async () => {
    const fetch = answer(PUBLISHED);
    vi.stubGlobal('fetch', fetch);
    expect(await loadPageText('/learn/page/', EXPORT_URL)).toBe(PUBLISHED);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/learn/page.md');
    expect(new Headers(init.headers).get('accept')).toMatch(/^text\/markdown\b/);
  });

  it('is nothing when the published .md has a title and no body', async () => {
    vi.stubGlobal('fetch', answer('# Page\n\nURL: https://docs.example.org/learn/page\n'));
    showArticle('<p>On screen.</p>');
    expect(await loadPageText('/learn/page', EXPORT_URL)).toBeNull();
  });

  it.each([
    [
      'a development server answers with its HTML shell',
      answer('<!doctype html>', {type: 'text/html'}),
    ],
    ['no .md is published', answer('not found', {status: 404, type: 'text/plain'})],
    ['the request fails', vi.fn(async () => Promise.reject(new TypeError('offline')))],
  ])('is the page on screen converted when %s', async (_when, fetch) => {
    vi.stubGlobal('fetch', fetch);
    showArticle('<p>On <strong>screen</strong>.</p><button>Copy</button>');
    expect(await loadPageText('/learn/page', EXPORT_URL)).toBe(
      '# Page\n\nURL: https://docs.example.org/learn/page\n\nOn **screen**.\n',
    );
  });

  it('is nothing for a page without an article, or with an empty one', async () => {
    vi.stubGlobal('fetch', answer('', {status: 404}));
    document.body.innerHTML = '<main><h1>Home</h1></main>';
    expect(await loadPageText('/', EXPORT_URL)).toBeNull();
    showArticle('<button>Copy</button>');
    expect(await loadPageText('/learn/page', EXPORT_URL)).toBeNull();
  });
});

describe('copying', () => {
  beforeEach(() => {
    document.body.innerHTML = '<button id="menu">Copy page</button>';
    document.getElementById('menu')!.focus();
    // happy-dom has no execCommand; the browser's answers true when the copy happened.
    Object.defineProperty(document, 'execCommand', {
      value: () => false,
      configurable: true,
      writable: true,
    });
  });

  it('writes to the clipboard with the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {...navigator, clipboard: {writeText}});
    const execCommand = vi.spyOn(document, 'execCommand');
    expect(await copyText('text')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('text');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it.each([
    ['is refused', {writeText: vi.fn(async () => Promise.reject(new Error('denied')))}],
    ['is missing', undefined],
  ])(
    'falls back to a hidden textarea and the copy command when the Clipboard API %s',
    async (_why, clipboard) => {
      vi.stubGlobal('navigator', {...navigator, clipboard});
      let selected = '';
      let focusedTextarea = false;
      vi.spyOn(document, 'execCommand').mockImplementation((command) => {
        const textarea = document.querySelector('textarea')!;
        focusedTextarea = document.activeElement === textarea;
        selected = textarea.value.slice(textarea.selectionStart ?? 0, textarea.selectionEnd ?? 0);
        expect(textarea.getAttribute('aria-hidden')).toBe('true');
        expect(textarea.hasAttribute('readonly')).toBe(true);
        expect(textarea.style.position).toBe('fixed');
        expect(textarea.style.opacity).toBe('0');
        return command === 'copy';
      });
      expect(await copyText('fallback text')).toBe(true);
      expect(selected).toBe('fallback text');
      expect(focusedTextarea).toBe(true);
      expect(document.querySelector('textarea')).toBeNull();
      expect(document.activeElement?.id).toBe('menu');
    },
  );

  it('reports failure when the copy command fails or throws, and cleans up', async () => {
    vi.stubGlobal('navigator', {...navigator, clipboard: undefined});
    vi.spyOn(document, 'execCommand').mockReturnValueOnce(false);
    expect(await copyText('x')).toBe(false);
    vi.spyOn(document, 'execCommand').mockImplementationOnce(() => {
      throw new Error('not allowed');
    });
    expect(await copyText('x')).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('viewing', () => {
  it('opens the text as UTF-8 plain text in a new tab without a handle back, then frees it', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:https://docs.example.org/1';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, {createObjectURL, revokeObjectURL}));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openText('# Page');
    expect(blobs[0].type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0].text()).toBe('# Page');
    expect(open).toHaveBeenCalledWith('blob:https://docs.example.org/1', '_blank', 'noopener');
    vi.advanceTimersByTime(59_000);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:https://docs.example.org/1');
  });
});

describe('connecting an assistant', () => {
  it("adds the site's hosted endpoint to Claude Code over HTTP, for this site", () => {
    expect(mcpCommand('https://docs.nillion.com')).toBe(
      'claude mcp add --transport http nillion-docs https://docs.nillion.com/mcp',
    );
    expect(mcpCommand('https://docs.example.org/')).toBe(
      'claude mcp add --transport http nillion-docs https://docs.example.org/mcp',
    );
  });
});
