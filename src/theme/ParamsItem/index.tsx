// Wrapped: each parameter becomes a list item. The API theme puts its parameter <div>s straight into the <ul> of "Path Parameters" and "Query Parameters", which axe reports as an invalid list (rule `list`); no upstream issue covers it (PaloAltoNetworks/docusaurus-openapi-docs#1265 is on the explorer's controls): a draft is in src/theme/README.md.
// Can go when the theme renders parameters as list items. Upstream: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/blob/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ParamsItem/index.tsx
import type {ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ParamsItem>;

export default function ParamsItemWrapper(props: Props): ReactNode {
  return (
    <li className={styles.item}>
      <ParamsItem {...props} />
    </li>
  );
}
