/**
 * An install step offered for npm, pnpm and Yarn in tabs that share one group: the reader's
 * choice is kept in localStorage (Docusaurus Tabs `groupId`) and every install step of the site
 * follows it. Writers give the packages once: `<PackageInstall exact packages="a@1.0.0" dev="tsx" />`.
 */
import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {installLines, PACKAGE_MANAGERS, type PackageInstallSpec} from './commands';

/** Shared by every install step, so one choice switches them all. */
export const PACKAGE_MANAGER_GROUP = 'package-manager';

/** As each project writes its name. */
const LABELS = {npm: 'npm', pnpm: 'pnpm', yarn: 'Yarn'} as const;

export default function PackageInstall(props: PackageInstallSpec): ReactNode {
  return (
    <Tabs groupId={PACKAGE_MANAGER_GROUP}>
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={LABELS[manager]}>
          <CodeBlock language="bash">{installLines(props, manager).join('\n')}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
