/**
 * apiSidebar for the API reference docs instance (served at /api). It starts
 * at the nilAI overview; each API opens on its hand-written overview, then
 * lists the pages the OpenAPI plugin generates from openapi/*.yaml, grouped by
 * tag. The current nilDB API (v1, what SecretVaults calls) comes before the
 * legacy one (0.4.0), whose pages keep the original site's routes. The nilDB
 * operation pages get this sidebar too (the original site had none for them),
 * so readers can move between operations.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import nilaiGenerated from './api/nilai/sidebar';
import nildbGenerated from './api/nildb/sidebar';
import nildbV1Generated from './api/nildb-v1/sidebar';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/** The generated api/<service>/sidebar.ts exports its item list; fail loudly if that ever changes. */
function generatedItems(service: string, items: SidebarsConfig[string]): SidebarItems {
  if (!Array.isArray(items) || items.length === 0) {
    throw new Error(`api/${service}/sidebar.ts has no sidebar items: run npm run gen:api`);
  }
  return items;
}

const sidebars = {
  apiSidebar: [
    {
      type: 'category',
      label: 'nilAI API',
      link: {type: 'doc', id: 'nilai/overview'},
      collapsed: false,
      items: generatedItems('nilai', nilaiGenerated),
    },
    {
      type: 'category',
      label: 'nilDB API',
      link: {type: 'doc', id: 'nildb-v1/overview'},
      collapsed: false,
      items: generatedItems('nildb-v1', nildbV1Generated),
    },
    {
      type: 'category',
      label: 'nilDB legacy API (0.4)',
      link: {type: 'doc', id: 'nildb/overview'},
      collapsed: true,
      items: generatedItems('nildb', nildbGenerated),
    },
    {type: 'doc', id: 'overview', label: 'About the APIs'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
