/**
 * The published OpenAPI documents and the API catalog (issue 39, signposts for agents), written
 * into a temporary build folder from this repository's own documents. Expected values come from
 * the requirement and from the documents read here with `yaml`, never from the plugin: stable,
 * versionless addresses named after each API's reference folder; the YAML byte for byte; the
 * JSON the same document; the catalog a Linkset (RFC 9264 section 4.2) in the shape RFC 9727
 * gives it.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {publishApiDocuments} from '../../../plugins/api-documents';

const SITE = 'https://docs.example.org';

/** The APIs of the reference: the folder of their pages and their source document. */
const APIS = [
  {folder: 'nilai', source: 'openapi/nilai.yaml'},
  {folder: 'nildb', source: 'openapi/nildb.yaml'},
  {folder: 'nildb-v1', source: 'openapi/nildb-v1.yaml'},
];
const overviewOf = (folder: string) => `/api/${folder}/overview`;
const ROUTES = new Set(['/', '/api/overview', ...APIS.map(({folder}) => overviewOf(folder))]);

interface Target {
  href: string;
  type?: string;
  title?: string;
}
type Context = {anchor: string} & Record<string, Target[] | string>;

let outDir = '';
let written: string[] = [];
beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'portal-api-documents-'));
  written = await publishApiDocuments(process.cwd(), outDir, SITE, ROUTES);
});
afterAll(() => rmSync(outDir, {recursive: true, force: true}));

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

describe('the OpenAPI documents', () => {
  it.each(APIS)(
    '/openapi/<folder>.yaml of $folder is its source byte for byte',
    ({folder, source}) => {
      const published = readFileSync(path.join(outDir, `openapi/${folder}.yaml`));
      // Buffer.equals: a byte comparison without a diff of 100 KB on failure.
      expect(published.equals(readFileSync(source))).toBe(true);
    },
  );

  it.each(APIS)(
    '/openapi/<folder>.json of $folder is the same document as JSON',
    ({folder, source}) => {
      const json = JSON.parse(read(`openapi/${folder}.json`)) as unknown;
      expect(json).toEqual(parse(readFileSync(source, 'utf8')));
    },
  );

  it('writes nothing but the documents and the catalog, and only the reference documents', () => {
    expect([...written].sort()).toEqual(
      [
        ...APIS.flatMap(({folder}) => [`/openapi/${folder}.yaml`, `/openapi/${folder}.json`]),
        '/.well-known/api-catalog',
      ].sort(),
    );
    // nilCC's document checks requests and is no API reference: not published.
    expect(written.some((file) => file.includes('nilcc'))).toBe(false);
  });
});

describe('the API catalog (RFC 9727)', () => {
  const catalog = () => JSON.parse(read('.well-known/api-catalog')) as {linkset: Context[]};
  const isAbsolute = (href: string) => /^https:\/\/[^/]+\//.test(href);

  it('is a Linkset: one object with a "linkset" array of link contexts, each with an anchor', () => {
    const document = catalog();
    expect(Object.keys(document)).toEqual(['linkset']);
    expect(Array.isArray(document.linkset)).toBe(true);
    for (const context of document.linkset) {
      expect(typeof context.anchor).toBe('string');
      expect(isAbsolute(context.anchor), context.anchor).toBe(true);
      // Every relation holds an array of target objects, each with an href (RFC 9264 4.2.2).
      for (const [relation, targets] of Object.entries(context)) {
        if (relation === 'anchor') continue;
        expect(Array.isArray(targets), relation).toBe(true);
        for (const target of targets as Target[]) {
          expect(isAbsolute(target.href), `${relation} ${target.href}`).toBe(true);
          for (const attribute of ['type', 'title'] as const) {
            if (attribute in target) expect(typeof target[attribute]).toBe('string');
          }
        }
      }
    }
  });

  it('opens with the catalog itself, an item for each API of the reference', () => {
    const [first] = catalog().linkset;
    expect(first.anchor).toBe(`${SITE}/.well-known/api-catalog`);
    expect((first.item as Target[]).map((target) => target.href)).toEqual(
      APIS.map(({folder}) => `${SITE}${overviewOf(folder)}`),
    );
    expect((first.item as Target[]).map((target) => target.title)).toEqual(
      APIS.map(
        ({source}) => (parse(readFileSync(source, 'utf8')) as {info: {title: string}}).info.title,
      ),
    );
  });

  it('gives each API its OpenAPI document (service-desc, YAML and JSON) and its reference (service-doc)', () => {
    const contexts = catalog().linkset.slice(1);
    expect(contexts.map((context) => context.anchor)).toEqual(
      APIS.map(({folder}) => `${SITE}${overviewOf(folder)}`),
    );
    for (const [index, {folder}] of APIS.entries()) {
      const context = contexts[index];
      expect((context['service-desc'] as Target[]).map(({href, type}) => ({href, type}))).toEqual([
        {href: `${SITE}/openapi/${folder}.yaml`, type: 'application/yaml'},
        {href: `${SITE}/openapi/${folder}.json`, type: 'application/json'},
      ]);
      expect(context['service-doc']).toEqual([
        {href: `${SITE}${overviewOf(folder)}`, type: 'text/html'},
        {href: `${SITE}${overviewOf(folder)}.md`, type: 'text/markdown'},
      ]);
    }
  });
});

it('refuses a build without the overview page an API is named by', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-api-documents-'));
  try {
    await expect(
      publishApiDocuments(process.cwd(), dir, SITE, new Set(['/', '/api/nilai/overview'])),
    ).rejects.toThrow('/api/nildb-v1/overview');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
