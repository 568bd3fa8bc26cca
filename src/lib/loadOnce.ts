/**
 * A module the browser loads on demand, once: what is loaded so far (for a first render that
 * must not wait) and the load itself, shared by every caller. A failed load (offline, say) is
 * tried again on the next call. The code highlighter and the API theme's Markdown use it
 * (src/lib/code-highlighter/client.ts, src/lib/api-markdown/client.ts).
 */
export interface LoadedOnce<T> {
  /** The value once a load has finished, else null. */
  loaded(): T | null;
  /** The value, loading it on the first call (and after a failed one). */
  load(): Promise<T>;
}

export function loadOnce<T>(start: () => Promise<T>): LoadedOnce<T> {
  let ready: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => ready,
    load() {
      loading ??= start().then(
        (value) => (ready = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
