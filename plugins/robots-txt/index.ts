/**
 * Writes build/robots.txt: every crawler may read every page, and the sitemap
 * is named by its absolute URL, which follows the configured site URL
 * (SITE_URL), so it is written at build time rather than kept in static/.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

export const ROBOTS_FILE = 'robots.txt';
/** Where @docusaurus/plugin-sitemap writes the sitemap, relative to the base URL. */
export const SITEMAP_FILE = 'sitemap.xml';

/** robots.txt for a site served at `siteUrl` (origin, no trailing slash) under `baseUrl`. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}${SITEMAP_FILE}`, siteUrl).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

export default function robotsTxtPlugin(): PluginModule {
  return () => ({
    name: 'nillion-robots-txt',
    async postBuild({outDir, siteConfig}) {
      await writeFile(
        path.join(outDir, ROBOTS_FILE),
        robotsTxt(siteConfig.url, siteConfig.baseUrl),
      );
    },
  });
}
