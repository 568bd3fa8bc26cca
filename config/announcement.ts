/**
 * The dismissible announcement bar. Changing `id` shows the bar again to
 * readers who dismissed an earlier one. Its colours are the palette's, per colour mode
 * (src/theme/AnnouncementBar/styles.module.css): the theme sets them inline, so they name
 * variables rather than values. On a phone the bar shows its link alone, one line high: the
 * lead (`announcement-lead`) is for wider screens.
 */
import type {ThemeConfig} from '@docusaurus/theme-common';

export const announcementBar = {
  id: 'nilcc-blind-compute-2025',
  content:
    '<span class="announcement-lead">nilCC brings blind compute to any container workload. </span><a href="/build/compute/quickstart">Deploy your first nilCC workload</a>.',
  backgroundColor: 'var(--portal-announcement-background)',
  textColor: 'var(--portal-announcement-text)',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
