/**
 * After a production build, publishes the OpenAPI documents the API reference is built from
 * (src/lib/api-documents.ts names where): each source YAML file byte for byte, the same
 * document as JSON, and the API catalog at /.well-known/api-catalog (catalog.ts). The deploy
 * configuration serves them with their media types; llms.txt names them.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {readOpenApiDocument} from '../../openapi/documents';
import {
  API_CATALOG_PATH,
  PUBLISHED_API_DOCUMENTS,
  type PublishedApiDocument,
} from '../../src/lib/api-documents';
import {apiCatalog} from './catalog';

/** A published document with its `info.title` and `info.version`. */
export interface DescribedApiDocument extends PublishedApiDocument {
  title: string;
  version: string;
}

/** Every published document with what its `info` says, read from the sources in `siteDir`. */
export function describedApiDocuments(siteDir: string): DescribedApiDocument[] {
  return PUBLISHED_API_DOCUMENTS.map((document) => {
    const {info} = readOpenApiDocument(path.join(siteDir, document.specPath));
    const {title, version} = (info ?? {}) as {title?: unknown; version?: unknown};
    if (typeof title !== 'string' || typeof version !== 'string') {
      throw new Error(`${document.specPath}: info.title and info.version must be strings`);
    }
    return {...document, title, version};
  });
}

/** Writes the documents and the catalog into `outDir`; resolves to the paths written. */
export async function publishApiDocuments(
  siteDir: string,
  outDir: string,
  siteUrl: string,
  routes: ReadonlySet<string>,
): Promise<string[]> {
  const documents = describedApiDocuments(siteDir);
  // The catalog and the download links name each API by its overview: it must be a page.
  const missing = documents.filter((document) => !routes.has(document.overviewPath));
  if (missing.length > 0) {
    throw new Error(
      `No overview page for the API documents ${missing.map((d) => d.specPath).join(', ')}: expected ${missing.map((d) => d.overviewPath).join(', ')}`,
    );
  }
  const write = async (file: string, text: string | Buffer) => {
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    await writeFile(path.join(outDir, file), text);
  };
  for (const document of documents) {
    const source = path.join(siteDir, document.specPath);
    await write(document.yamlPath, await readFile(source));
    await write(document.jsonPath, `${JSON.stringify(readOpenApiDocument(source), null, 2)}\n`);
  }
  const catalog = apiCatalog(
    siteUrl,
    documents.map((document) => ({document, title: document.title})),
  );
  await write(API_CATALOG_PATH, `${JSON.stringify(catalog, null, 2)}\n`);
  return [...documents.flatMap((d) => [d.yamlPath, d.jsonPath]), API_CATALOG_PATH];
}

export default function apiDocumentsPlugin(): PluginModule {
  return (context) => ({
    name: 'nillion-api-documents',
    async postBuild({outDir, routesPaths, siteConfig}) {
      await publishApiDocuments(context.siteDir, outDir, siteConfig.url, new Set(routesPaths));
    },
  });
}
