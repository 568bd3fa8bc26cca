/**
 * What the Copy page actions do, apart from the menu: get the page's export
 * text (the published `.md`, or the live page converted on demand), write it
 * to the clipboard, open it in a new tab, and build the AI assistant links.
 */
import {exportBody} from '../../lib/page-model/export-text';
import {markdownPathOf} from '../../lib/routes';

/** The AI chat assistants the menu opens, each with the prompt in its `q` query parameter. */
export const ASSISTANTS = [
  {id: 'chatgpt', label: 'Open in ChatGPT', base: 'https://chatgpt.com/'},
  {id: 'claude', label: 'Open in Claude', base: 'https://claude.ai/new'},
] as const;

export type AssistantId = (typeof ASSISTANTS)[number]['id'];

export function assistantPrompt(pageUrl: string): string {
  return `Read the documentation page at ${pageUrl} and explain it to me, so I can ask you questions about it.`;
}

export function assistantUrl(id: AssistantId, pageUrl: string): string {
  const assistant = ASSISTANTS.find((candidate) => candidate.id === id)!;
  return `${assistant.base}?q=${encodeURIComponent(assistantPrompt(pageUrl))}`;
}

/** The command that adds the site's hosted docs MCP server (`/mcp`) to Claude Code. */
export {claudeCodeCommand as mcpCommand} from '../../lib/mcpSetup';

async function fetchPublished(pathname: string): Promise<string | null> {
  try {
    const response = await fetch(markdownPathOf(pathname), {
      headers: {accept: 'text/markdown, text/plain'},
    });
    // A development server answers unknown paths with its HTML shell.
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('html')) return null;
    return await response.text();
  } catch {
    return null;
  }
}

/**
 * The page's export text, or null when the page has no content. Uses the
 * published `.md` and falls back to converting the live page (development
 * server, or a build without the export), loading the converter only then.
 */
export async function loadPageText(pathname: string, exportUrl: string): Promise<string | null> {
  const published = await fetchPublished(pathname);
  if (published !== null) return exportBody(published) ? published : null;
  const {livePageMarkdown} = await import('./livePageMarkdown');
  const live = livePageMarkdown(document, exportUrl);
  return live && live.body ? live.text : null;
}

/** Writes text to the clipboard: the async Clipboard API, else a hidden textarea and the copy command. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable (insecure origin, no focus): try the older way.
  }
  const focused = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0';
  document.body.appendChild(textarea);
  // The copy command copies the focused element's selection.
  textarea.focus({preventScroll: true});
  textarea.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  focused?.focus();
  return copied;
}

/** Opens text in a new tab as a plain-text document. */
export function openText(text: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/plain;charset=utf-8'}));
  window.open(url, '_blank', 'noopener');
  // The new tab has read the blob by then; the URL only holds memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
