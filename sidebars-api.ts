/**
 * apiSidebar for the API reference docs instance (served at /api). Each
 * service opens on its hand-written overview, then lists the operations the
 * OpenAPI plugin generates from openapi/*.yaml, grouped by tag.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import nilaiGenerated from './api/nilai/sidebar';
import nildbGenerated from './api/nildb/sidebar';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

const generatedItems = (sidebars: SidebarsConfig): SidebarItem[] =>
  Object.values(sidebars).flatMap((items) => (Array.isArray(items) ? items : []));

const sidebars = {
  apiSidebar: [
    {
      type: 'category',
      label: 'nilAI API',
      link: {type: 'doc', id: 'nilai/overview'},
      items: generatedItems(nilaiGenerated),
    },
    {
      type: 'category',
      label: 'nilDB API',
      link: {type: 'doc', id: 'nildb/overview'},
      items: generatedItems(nildbGenerated),
    },
    {type: 'doc', id: 'overview', label: 'About the APIs'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
