// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
/**
 * The client module that loads third-party scripts in the browser: after the load event and an
 * idle period, each configured script once; analytics never when the reader sends Global Privacy
 * Control or Do Not Track; a script never on the pages its configuration excludes, and a page it
 * must not run on is loaded afresh (README, Environment variables and Deploying).
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ThirdPartyScript} from '../../../config/env';
import thirdPartyScriptsPlugin from '../../../plugins/third-party-scripts';

const analytics: ThirdPartyScript = {
  id: 'analytics',
  src: 'https://analytics.example/script.js',
  integrity: null,
  attributes: {'data-website-id': 'site'},
  respectsPrivacySignals: true,
  connectSources: [],
  assetSources: [],
  excludedPathPrefixes: [],
};
const assistant: ThirdPartyScript = {
  id: 'assistant',
  src: 'https://cdn.example/widget.js',
  integrity: null,
  attributes: {'data-api-key': 'public'},
  respectsPrivacySignals: false,
  connectSources: [],
  assetSources: [],
  excludedPathPrefixes: ['/api/'],
};

type ClientModule = {
  onRouteUpdate: (args: {location: {pathname: string; search: string; hash: string}}) => void;
  onRouteDidUpdate: (args: {location: {pathname: string; search: string; hash: string}}) => void;
};

const injected = () =>
  [...document.querySelectorAll('script[id^="third-party-"]')].map((script) => script.id).sort();
const at = (pathname: string) => ({location: {pathname, search: '?q=1', hash: '#h'}});

/** Loads the client module afresh on a page at `path`, with the browser's privacy signals. */
async function loadClient(
  path: string,
  {
    signals = {},
    readyState = 'complete',
  }: {signals?: Record<string, unknown>; readyState?: string} = {},
): Promise<ClientModule> {
  window.history.replaceState(null, '', path);
  Object.defineProperty(document, 'readyState', {value: readyState, configurable: true});
  for (const [name, value] of Object.entries(signals)) {
    Object.defineProperty(navigator, name, {value, configurable: true});
  }
  vi.resetModules();
  vi.doMock('@generated/globalData', () => ({default: globalData}));
  return (await import('../../../plugins/third-party-scripts/client')).default as ClientModule;
}

/** Runs the idle callback the module waits for. */
async function idle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(3_000);
}

/** What the plugin hands the browser (Docusaurus's generated global data). */
let globalData: Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  globalData = {'nillion-third-party-scripts': {default: {scripts: [assistant, analytics]}}};
  // Idle callbacks run on the fake clock, as setTimeout does.
  vi.stubGlobal('requestIdleCallback', (callback: () => void, {timeout}: {timeout: number}) =>
    window.setTimeout(callback, timeout),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of ['globalPrivacyControl', 'doNotTrack']) {
    delete (navigator as unknown as Record<string, unknown>)[name];
  }
});

describe('third-party scripts in the browser', () => {
  it('loads nothing before the page is idle, then each script once', async () => {
    const client = await loadClient('/learn/page');
    expect(injected()).toEqual([]);
    await idle();
    expect(injected()).toEqual(['third-party-analytics', 'third-party-assistant']);
    client.onRouteDidUpdate(at('/build/other'));
    expect(document.querySelectorAll('script[id^="third-party-"]')).toHaveLength(2);
  });

  it('waits for the load event when the page is still loading', async () => {
    await loadClient('/learn/page', {readyState: 'loading'});
    await idle();
    expect(injected()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await idle();
    expect(injected()).toEqual(['third-party-analytics', 'third-party-assistant']);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await loadClient('/learn/page');
    await vi.advanceTimersByTimeAsync(5);
    expect(injected()).toEqual(['third-party-analytics', 'third-party-assistant']);
  });

  it.each([
    ['Global Privacy Control', {globalPrivacyControl: true}],
    ['Do Not Track', {doNotTrack: '1'}],
  ])('with %s, loads the assistant but never analytics', async (_name, signals) => {
    const client = await loadClient('/learn/page', {signals});
    await idle();
    expect(injected()).toEqual(['third-party-assistant']);
    client.onRouteDidUpdate(at('/build/other'));
    expect(injected()).toEqual(['third-party-assistant']);
  });

  it('keeps the assistant off a page its configuration excludes', async () => {
    await loadClient('/api/nilai/health');
    await idle();
    expect(injected()).toEqual(['third-party-analytics']);
  });

  it('does not add the assistant after navigating from an excluded page (its CSP refuses it)', async () => {
    const client = await loadClient('/api/nilai/health');
    await idle();
    client.onRouteDidUpdate(at('/learn/page'));
    expect(injected()).toEqual(['third-party-analytics']);
  });

  it('adds scripts on later pages only once the first idle period has passed', async () => {
    const client = await loadClient('/learn/page');
    client.onRouteDidUpdate(at('/build/other'));
    expect(injected()).toEqual([]);
  });

  it('loads an excluded page afresh when the assistant already runs, else stays', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {...window.location, pathname: '/learn/page', assign});
    const client = await loadClient('/learn/page');
    client.onRouteUpdate(at('/api/nilai/health'));
    expect(assign).not.toHaveBeenCalled();
    await idle();
    client.onRouteUpdate(at('/build/other'));
    expect(assign).not.toHaveBeenCalled();
    client.onRouteUpdate(at('/api/nilai/health'));
    expect(assign).toHaveBeenCalledWith('/api/nilai/health?q=1#h');
  });

  it('with nothing configured, loads nothing', async () => {
    globalData = {};
    await loadClient('/learn/page');
    await idle();
    expect(injected()).toEqual([]);
  });
});

describe('the third-party scripts plugin', () => {
  const plugin = (scripts: ThirdPartyScript[]) =>
    (
      thirdPartyScriptsPlugin({scripts}) as unknown as () => {
        name: string;
        contentLoaded: (args: {actions: {setGlobalData: (data: unknown) => void}}) => Promise<void>;
        getClientModules: () => string[];
      }
    )();

  it('hands the scripts to the browser and loads the client module only when there are some', async () => {
    const setGlobalData = vi.fn();
    const withScripts = plugin([analytics]);
    await withScripts.contentLoaded({actions: {setGlobalData}});
    expect(setGlobalData).toHaveBeenCalledWith({scripts: [analytics]});
    expect(withScripts.getClientModules()).toEqual([
      expect.stringMatching(/plugins\/third-party-scripts\/client\.ts$/),
    ]);
    expect(plugin([]).getClientModules()).toEqual([]);
    expect(withScripts.name).toBe('nillion-third-party-scripts');
  });
});
