/**
 * apiSidebar for the API reference docs instance (served at /api). The
 * operation pages generated from openapi/*.yaml join it in the API issue.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  apiSidebar: [
    {type: 'doc', id: 'nilai/overview', label: 'nilAI API'},
    {type: 'doc', id: 'nildb/overview', label: 'nilDB API'},
    {type: 'doc', id: 'overview', label: 'All APIs'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
