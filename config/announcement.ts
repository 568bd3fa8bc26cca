/**
 * The dismissible announcement bar. Changing `id` shows the bar again to
 * readers who dismissed an earlier one.
 */
import type {ThemeConfig} from '@docusaurus/theme-common';

export const announcementBar = {
  id: 'nilcc-blind-compute-2025',
  content:
    'nilCC brings blind compute to any container workload. <a href="/build/compute/quickstart">Deploy your first workload</a>.',
  backgroundColor: '#0000ff',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];
