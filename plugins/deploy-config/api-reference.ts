/**
 * What the deployment policy needs to know about the API reference: the path
 * its pages live under and the servers its request explorer sends requests to,
 * read from the OpenAPI documents themselves so the CSP follows the specs.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import {apiDocsOptions, openApiSpecs} from '../../config/api-reference';
import type {ApiReferenceInput} from './policy';

interface OpenApiServers {
  servers?: {url?: unknown}[];
}

/** `servers[].url` of one OpenAPI document, as written. */
export function serverUrlsOf(document: string, name: string): string[] {
  const {servers} = (parse(document) ?? {}) as OpenApiServers;
  if (!Array.isArray(servers) || servers.length === 0) {
    throw new Error(`${name} lists no servers: the request explorer would have nowhere to send`);
  }
  return servers.map(({url}) => {
    if (typeof url !== 'string') throw new Error(`${name}: a server has no url`);
    return url;
  });
}

export async function apiReferenceOf(siteDir: string): Promise<ApiReferenceInput> {
  const serverUrls: string[] = [];
  for (const {specPath} of Object.values(openApiSpecs)) {
    const document = await readFile(path.join(siteDir, specPath), 'utf8');
    serverUrls.push(...serverUrlsOf(document, specPath));
  }
  return {pathPrefix: `/${apiDocsOptions.routeBasePath}/`, serverUrls};
}
