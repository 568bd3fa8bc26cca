/** The page-length floor: doc pages carry at least `minProseWords` words of prose. */
import {readFileSync} from 'node:fs';
import {contentChecks} from '../../config/content-checks';
import {countProseWords} from './prose';
import type {Finding} from './report';

export function checkLength(pages: readonly string[]): {findings: Finding[]; checked: number} {
  const landing = new Set<string>(contentChecks.landingPages);
  // Files named `_x.mdx` are snippets imported into pages, not pages.
  const subject = pages.filter(
    (page) =>
      !/(^|\/)_[^/]*$/.test(page) &&
      contentChecks.lengthFloorRoots.some((root) => page.startsWith(`${root}/`)) &&
      !landing.has(page),
  );
  const findings = subject.flatMap((page): Finding[] => {
    const words = countProseWords(readFileSync(page, 'utf8'));
    return words >= contentChecks.minProseWords
      ? []
      : [
          {
            file: page,
            line: 1,
            check: 'length',
            message: `${words} words of prose; doc pages need at least ${contentChecks.minProseWords} (landing pages are listed in config/content-checks.ts)`,
          },
        ];
  });
  return {findings, checked: subject.length};
}
