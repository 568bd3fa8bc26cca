/**
 * A split search index held in memory (src/lib/search/split.ts), cut by the build's own writer,
 * with the files each query fetched listed as it fetches them.
 */
import {splitScope} from '../../plugins/page-model/outputs/search-index';
import type {LoadedIndex} from '../../src/lib/search/local';
import {SEARCH_MANIFEST_PATH, searchFilePath, type SearchRecord} from '../../src/lib/search/types';

export function splitIndexOf(
  records: readonly SearchRecord[],
  fetched: string[] = [],
): LoadedIndex & {files: Map<string, string>} {
  const {directory, files} = splitScope(records);
  return {
    directory,
    files,
    fetchFile: async (name) => {
      fetched.push(name);
      const body = files.get(name);
      if (body === undefined) throw new Error(`No file ${name} in the split index`);
      return JSON.parse(body);
    },
  };
}

/**
 * `fetch` for a site whose build holds these records' split index: the manifest names the
 * directory, and every file is served under its hash (src/lib/search/types.ts searchFilePath).
 * Each path asked for is pushed to `fetched`.
 */
export function serveSplitIndex(records: readonly SearchRecord[], fetched: string[] = []) {
  const {directory, files} = splitScope(records);
  const directoryPath = searchFilePath('d1recd0ry');
  const served = new Map<string, string>([
    [
      SEARCH_MANIFEST_PATH,
      JSON.stringify({
        index: directoryPath,
        records: records.length,
        scopes: {current: {index: directoryPath, records: records.length}},
      }),
    ],
    [directoryPath, JSON.stringify(directory)],
    ...[...files].map(([hash, body]): [string, string] => [searchFilePath(hash), body]),
  ]);
  return {
    directory,
    directoryPath,
    fetch: async (input: string) => {
      fetched.push(input);
      const body = served.get(input);
      return body === undefined ? new Response('', {status: 404}) : new Response(body);
    },
  };
}
