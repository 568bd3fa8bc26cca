/**
 * Client module: injects each configured script once, async, after the load
 * event and an idle period. Analytics honour Global Privacy Control and Do Not
 * Track. A script is never loaded on the pages its configuration excludes (the
 * assistant on the API reference, where readers type bearer tokens).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import globalData from '@generated/globalData';
import type {ThirdPartyScript} from '../../config/env';
import {privacySignalPresent} from '../../src/lib/privacySignals';
import {excludedOn, injectScript, isInjected} from './inject';

function scriptsFromGlobalData(): ThirdPartyScript[] {
  const data = globalData['nillion-third-party-scripts'] as
    Record<string, {scripts?: ThirdPartyScript[]}> | undefined;
  return data?.default?.scripts ?? [];
}

const scripts = scriptsFromGlobalData();
// The path this document was loaded at (the server chose its CSP for it); read once, because
// after a client-side navigation window.location names the new page.
const documentPath = ExecutionEnvironment.canUseDOM ? window.location.pathname : '/';
let idle = false;

function whenIdle(callback: () => void): void {
  const run = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, {timeout: 3000})
      : window.setTimeout(callback, 1);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, {once: true});
}

function injectFor(pathname: string): void {
  // A script the document's own path excludes is refused by its CSP for the document's whole
  // life, so it is not even tried.
  for (const script of scripts) {
    if (excludedOn(script, pathname) || excludedOn(script, documentPath)) continue;
    if (script.respectsPrivacySignals && privacySignalPresent(navigator)) continue;
    injectScript(document, script);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  whenIdle(() => {
    idle = true;
    injectFor(window.location.pathname);
  });
}

const clientModule: ClientModule = {
  onRouteUpdate({location}) {
    // A loaded script cannot be unloaded: entering a page it must not run on loads that page
    // afresh, with its own CSP and without the script.
    if (
      scripts.some(
        (script) => excludedOn(script, location.pathname) && isInjected(document, script),
      )
    ) {
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
    }
  },
  onRouteDidUpdate({location}) {
    if (idle) injectFor(location.pathname);
  },
};

export default clientModule;
