// Wrapped: a new announcement must show on the first page view after a reader dismissed an older one; the theme's inline script kept it hidden until the next load.
// Also gives the close button the bar's text colour (Infima's black at 50% is 2.4:1 on the brand blue).
// Its stylesheet also gives the bar a colour per colour mode (the config's one inline colour was the
// brand blue in dark mode too) and drops the lead sentence on a phone, so the bar is one line.
// Can go when the theme's inline script shows an announcement whose id differs from the dismissed one. Upstream: https://github.com/facebook/docusaurus/blob/v3.10.2/packages/docusaurus-theme-classic/src/theme/AnnouncementBar/index.tsx
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return (
    <div className={styles.bar}>
      <AnnouncementBar {...props} />
    </div>
  );
}
