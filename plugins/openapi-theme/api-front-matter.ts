/**
 * The operation docusaurus-plugin-openapi-docs writes into an operation page's front matter
 * (`api`): its JSON, zlib-compressed, in base64. Read in Node by the page model (the `.md` export
 * and search records of an operation page) and by `npm run gen:api` (the page's samples); the
 * theme's ApiItem reads it in the browser with pako.
 */
import {unzipSync} from 'node:zlib';

export function decodeApiFrontMatter(value: string): unknown {
  return JSON.parse(unzipSync(Buffer.from(value, 'base64')).toString('utf8'));
}
