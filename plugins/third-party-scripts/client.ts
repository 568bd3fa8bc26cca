/**
 * Client module: injects each configured script once, async, after the load
 * event and an idle period. Analytics honour Global Privacy Control and Do Not
 * Track.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type {ThirdPartyScript} from '../../config/env';
import {injectScript, privacySignalPresent} from './inject';

function scriptsFromGlobalData(): ThirdPartyScript[] {
  const data = globalData['nillion-third-party-scripts'] as
    Record<string, {scripts?: ThirdPartyScript[]}> | undefined;
  return data?.default?.scripts ?? [];
}

function whenIdle(callback: () => void): void {
  const run = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, {timeout: 3000})
      : window.setTimeout(callback, 1);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, {once: true});
}

if (ExecutionEnvironment.canUseDOM) {
  whenIdle(() => {
    for (const script of scriptsFromGlobalData()) {
      if (script.respectsPrivacySignals && privacySignalPresent(navigator)) continue;
      injectScript(document, script);
    }
  });
}
