// Ejected (small, own words): an older SDK generation's pages say which generation they document
// and lead to the same page in Latest (Latest's first page when it has no such page). The
// upstream banner's words ("no longer actively maintained") would be wrong: the 2025 docs are
// kept on purpose, frozen in what they teach. Rewording it through i18n/en/code.json made the
// build check the API sidebar's labels for translation keys, which the generated sidebar repeats
// ("Health" in nilAI and nilDB), and stop. One short paragraph, compact on a phone (its two
// paragraphs put an older page's title 650 px down a phone's first screen). Upstream:
// https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/DocVersionBanner/index.tsx
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  useActivePlugin,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocVersionBanner';
import {DOCS_VERSIONS} from '@site/config/versions';
import styles from './styles.module.css';

const mainDocOf = (version: GlobalVersion) =>
  version.docs.find((doc) => doc.id === version.mainDocId)!;

function OlderVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const target = latestDocSuggestion ?? mainDocOf(latestVersionSuggestion);
  const upgradeGuide = DOCS_VERSIONS.find((known) => known.name === version.version)?.upgradeGuide;
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        styles.banner,
        'alert alert--warning',
      )}
      role="note"
      aria-label="Docs version">
      <p className="margin-bottom--none">
        This page belongs to <b>{version.label}</b>, an earlier SDK generation. Read{' '}
        <Link
          to={target.path}
          onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
          {latestDocSuggestion ? 'this page in the current docs' : 'the current docs'}
        </Link>
        {upgradeGuide ? (
          <>
            {' '}
            or the{' '}
            <Link
              to={upgradeGuide}
              onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
              migration guide
            </Link>
            .
          </>
        ) : (
          '.'
        )}
      </p>
    </div>
  );
}

export default function DocVersionBanner(props: Props): ReactNode {
  const version = useDocsVersion();
  return version.banner ? <OlderVersionBanner {...props} /> : null;
}
