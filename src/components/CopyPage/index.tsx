/**
 * The Copy page widget: a menu button with five actions (copy the page as
 * Markdown, view it as Markdown, open it in ChatGPT or Claude, copy the
 * command that connects an assistant to the docs MCP server). It follows the
 * ARIA menu button pattern: Enter, Space and the arrow keys open the menu and
 * move through it, Escape closes it and gives focus back to the button; a
 * press outside or any action closes it.
 *
 * It sits at the right of the page's breadcrumbs row (src/theme/DocBreadcrumbs),
 * in the flow of the article, on every viewport: never fixed over content, and
 * its menu opens below it inside the page (under the sticky navbar, the search
 * modal and the drawer).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  ASSISTANTS,
  assistantUrl,
  copyText,
  loadPageText,
  mcpCommand,
  openText,
  type AssistantId,
} from './pageActions';
import styles from './styles.module.css';

/** How long the button says "Copied". */
const COPIED_FOR_MS = 2000;

type Action = 'copy' | 'view' | 'mcp' | AssistantId;

const ACTIONS: readonly {id: Action; label: string}[] = [
  {id: 'copy', label: 'Copy page as Markdown'},
  {id: 'view', label: 'View as Markdown'},
  ...ASSISTANTS.map(({id, label}) => ({id, label})),
  {id: 'mcp', label: 'Connect to your assistant (MCP)'},
];

/** What the status line announces after a copy. */
const COPIED_STATUS: Record<'copy' | 'mcp', string> = {
  copy: 'Page copied as Markdown',
  mcp: 'MCP server command copied',
};

export default function CopyPage(): ReactNode {
  const {pathname} = useLocation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pageText = useRef<{pathname: string; text: Promise<string | null>} | null>(null);
  // The page the menu was opened on: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [focusIndex, setFocusIndex] = useState(0);
  const [copied, setCopied] = useState<'copy' | 'mcp' | null>(null);

  const {siteConfig} = useDocusaurusContext();
  // The export names the page by its public address, as the published .md does.
  const exportUrl = `${siteConfig.url}${pathname}`;
  // The assistants are asked about the page the reader is on.
  const pageUrl = () => `${window.location.origin}${pathname}`;

  const openMenu = (index: number) => {
    // Start reading the page now, so an action has its text at once.
    pageText.current = {pathname, text: loadPageText(pathname, exportUrl)};
    setFocusIndex(index);
    setOpenOn(pathname);
  };

  const closeMenu = useCallback((returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeMenu]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const run = async (action: Action) => {
    closeMenu(true);
    if (action === 'mcp') {
      if (await copyText(mcpCommand(siteConfig.url))) setCopied('mcp');
      else console.error('Copy page: the clipboard refused the text.');
      return;
    }
    if (action !== 'copy' && action !== 'view') {
      window.open(assistantUrl(action, pageUrl()), '_blank', 'noopener,noreferrer');
      return;
    }
    const started = pageText.current;
    pageText.current = null;
    const text = await (started?.pathname === pathname
      ? started.text
      : loadPageText(pathname, exportUrl));
    if (!text) {
      console.error(`Copy page: no content could be extracted from ${pathname}.`);
      return;
    }
    if (action === 'view') {
      openText(text);
    } else if (await copyText(text)) {
      setCopied('copy');
    } else {
      console.error('Copy page: the clipboard refused the text.');
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : ACTIONS.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = ACTIONS.length - 1;
    const move: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in move) {
      event.preventDefault();
      setFocusIndex(move[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  };

  return (
    <div ref={rootRef} data-copy-page="header" className={styles.widget}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu(0))}
        onKeyDown={onButtonKeyDown}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path
            fill="currentColor"
            d="M4 2a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V2Zm2-.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h6a.5.5 0 0 0 .5-.5V2a.5.5 0 0 0-.5-.5H6ZM2 4.5a.5.5 0 0 0-.5.5v9a.5.5 0 0 0 .5.5h7a.5.5 0 0 0 .5-.5V14H11v.5A2 2 0 0 1 9 16H2a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h.5v1.5H2Z"
          />
        </svg>
        <span>{copied ? 'Copied' : 'Copy page'}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="10"
          height="10"
          className={styles.chevron}>
          <path fill="currentColor" d="M1.6 4.8 8 11.2l6.4-6.4-1.1-1.1L8 9 2.7 3.7z" />
        </svg>
      </button>
      <span role="status" className={styles.status}>
        {copied ? COPIED_STATUS[copied] : ''}
      </span>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Copy page"
          className={styles.menu}
          onKeyDown={onMenuKeyDown}>
          {ACTIONS.map((action, index) => (
            <button
              key={action.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              data-action={action.id}
              className={styles.item}
              onClick={() => void run(action.id)}
              onFocus={() => setFocusIndex(index)}>
              {action.label}
              {action.id !== 'copy' && (
                <span className={styles.external} aria-hidden="true">
                  ↗
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
