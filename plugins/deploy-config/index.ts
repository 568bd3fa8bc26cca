/**
 * After a production build, writes the web-server configuration for it:
 * build/nginx.conf (self-hosted) and build/vercel.json (the CDN), both from one
 * policy derived from the redirect table, the enabled third-party scripts, the
 * servers of the OpenAPI documents and this very build (its pages, the CSP
 * hashes of its inline scripts, and the pages the page model exported as
 * Markdown). It runs as the last output of the page model (plugins/page-model),
 * not as a plugin of its own: Docusaurus runs plugins' postBuild in parallel,
 * and the Markdown twins must exist before they are listed.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageOutput} from '../page-model';
import type {BuiltHtmlFile} from '../page-model/read';
import type {Redirect} from '../../config/redirects';
import type {SearchConfig, ThirdPartyScript} from '../../config/env';
import {apiReferenceOf} from './api-reference';
import {servedPages} from './served-pages';
import {nginxHttpConfig, nginxSiteConfig} from './nginx';
import {
  deployPolicy,
  httpRedirects,
  NGINX_CONFIG_FILE,
  NGINX_HTTP_CONFIG_FILE,
  VERCEL_CONFIG_FILE,
  VERCEL_IGNORE_FILE,
  type DeployPolicy,
} from './policy';
import {vercelConfig, vercelIgnore} from './vercel';

export interface DeployConfigOptions {
  redirects: readonly Redirect[];
  scripts: readonly ThirdPartyScript[];
  search: SearchConfig;
  /** host:port of the docs MCP server nginx proxies `/mcp` to. */
  mcpUpstream: string;
}

/**
 * Derives the policy from a finished build (its HTML files as the page model read them) and
 * writes both emitters' files into it.
 */
export async function writeDeployConfig(
  siteDir: string,
  outDir: string,
  options: DeployConfigOptions,
  markdownTwins: readonly string[],
  htmlFiles: readonly BuiltHtmlFile[],
): Promise<{policy: DeployPolicy; htmlFiles: number}> {
  const redirected = new Set(httpRedirects(options.redirects).map(({from}) => from));
  const {hashes, files, pages} = servedPages(htmlFiles, redirected);
  const policy = deployPolicy({
    ...options,
    pages,
    markdownTwins,
    api: await apiReferenceOf(siteDir),
    inlineScriptHashes: hashes,
  });
  await writeFile(path.join(outDir, NGINX_CONFIG_FILE), nginxSiteConfig(policy));
  await writeFile(path.join(outDir, NGINX_HTTP_CONFIG_FILE), nginxHttpConfig(policy));
  await writeFile(
    path.join(outDir, VERCEL_CONFIG_FILE),
    `${JSON.stringify(vercelConfig(policy), null, 2)}\n`,
  );
  await writeFile(path.join(outDir, VERCEL_IGNORE_FILE), vercelIgnore(policy));
  return {policy, htmlFiles: files};
}

export function deployConfigOutput(options: DeployConfigOptions): PageOutput {
  return {
    name: 'Deploy config',
    async write({pages, outDir, files}, site) {
      // The Markdown export (an earlier output) writes a twin for every page the model read.
      const twins = pages.map((page) => page.route);
      const {policy, htmlFiles} = await writeDeployConfig(
        site.siteDir,
        outDir,
        options,
        twins,
        files,
      );
      const hashes = policy.contentSecurityPolicy.match(/'sha256-/g)?.length ?? 0;
      return `${NGINX_CONFIG_FILE} and ${VERCEL_CONFIG_FILE} written; ${policy.pages.length} pages (${policy.markdownTwins.length} with a Markdown twin), ${policy.redirects.length} redirects, ${hashes} inline-script hashes from ${htmlFiles} HTML files, ${options.scripts.length} third-party scripts allowed`;
    },
  };
}
