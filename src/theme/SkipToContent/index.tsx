// Replaces the theme's skip link: it removed tabindex right after focusing <main>, and Chromium's focus fix-up then dropped focus to <body>, so the link did nothing.
// Can go when the theme's skip link leaves focus on <main> in Chromium. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/SkipToContent/index.tsx
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** Focuses an element that is not normally focusable, and keeps it focusable until it loses focus. */
function focusUntilBlur(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
}

function skipTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById(SkipToContentFallbackId)
  );
}

export default function SkipToContent(): ReactNode {
  const regionRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const label = translate({
    id: 'theme.common.skipToMainContent',
    message: 'Skip to main content',
    description: 'The skip to content label used for accessibility',
  });

  const onClick = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = skipTarget();
    if (target) focusUntilBlur(target);
  }, []);

  // After a client-side navigation, start keyboard users from the top of the new page.
  useLocationChange(({location}) => {
    if (regionRef.current && !location.hash && action === 'PUSH') focusUntilBlur(regionRef.current);
  });

  return (
    <div ref={regionRef} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
