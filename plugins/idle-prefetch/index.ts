/**
 * Link prefetching after the page is usable, once per file.
 *
 * Every internal <Link> of @docusaurus/core prefetches its target route's chunks as soon as it
 * scrolls into view, through `window.docusaurus.prefetch`: that matches the route against the whole
 * route table and appends one `<link rel="prefetch">` per chunk, with no check for a chunk already
 * asked for. On load every visible link does so at once, in the tasks that follow hydration: on a
 * plain doc page that was the longest stretch of script after React itself (30 links on a phone,
 * 493 on a desktop for 41 distinct files; docs-dev/performance-analysis.md). Docusaurus has no
 * option for it (upstream: packages/docusaurus/src/client/exports/Link.tsx and prefetch.ts at
 * v3.10.2; no issue found asking for one), so this plugin swaps two modules of its client for the
 * browser bundle:
 *   - `docusaurus.ts`: the object clientEntry puts on `window.docusaurus`; `prefetch` queues the
 *     route and runs the queue when the browser is idle after the load event (idle-queue.ts);
 *     `preload` (a pointer or touch on a link) is upstream's, unchanged;
 *   - `prefetch.ts`: the helper that appends the `<link rel="prefetch">`, once per URL.
 * Prefetching still happens, a moment later. Written against @docusaurus/core 3.10.2 (pinned);
 * the swap matches the two relative imports by name inside core's client folder only.
 */
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';

/** core's client folder: the only importer whose `./docusaurus` and `./prefetch` are swapped. */
const CORE_CLIENT_DIR = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export const REPLACED_REQUESTS = /^\.\/(docusaurus|prefetch)$/;

export const REPLACEMENTS: Record<string, string> = {
  './docusaurus': path.join(__dirname, 'docusaurus.ts'),
  './prefetch': path.join(__dirname, 'prefetch.ts'),
};

/** The module a request made from `context` resolves to instead, or null to leave it. */
export function replacementFor(request: string, context: string): string | null {
  if (!CORE_CLIENT_DIR.test(context)) return null;
  return REPLACEMENTS[request] ?? null;
}

export default function idlePrefetchPlugin(): PluginModule {
  return () => ({
    name: 'nillion-idle-prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: [
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            REPLACED_REQUESTS,
            (resource: {request: string; context: string}) => {
              const replacement = replacementFor(resource.request, resource.context);
              if (replacement) resource.request = replacement;
            },
          ),
        ],
      };
    },
  });
}
