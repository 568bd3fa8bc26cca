// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import {describe, expect, it} from 'vitest';
import {excludedOn, injectScript} from '../../../plugins/third-party-scripts/inject';
import {privacySignalPresent} from '../../../src/lib/privacySignals';
import {parseEnv, thirdPartyScripts, type ThirdPartyScript} from '../../../config/env';

const analytics: ThirdPartyScript = {
  id: 'analytics',
  src: 'https://cloud.umami.is/script.js',
  integrity: null,
  attributes: {'data-website-id': 'site'},
  respectsPrivacySignals: true,
  connectSources: ['https://cloud.umami.is'],
  assetSources: [],
  excludedPathPrefixes: [],
};
const assistant: ThirdPartyScript = {
  id: 'assistant',
  src: 'https://cdn.example.org/widget@1.2.3/widget.js',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  attributes: {'data-api-key': 'public'},
  respectsPrivacySignals: false,
  connectSources: [],
  assetSources: [],
  excludedPathPrefixes: ['/api/'],
};

describe('privacySignalPresent', () => {
  it('honours Global Privacy Control and Do Not Track', () => {
    expect(privacySignalPresent({globalPrivacyControl: true})).toBe(true);
    expect(privacySignalPresent({doNotTrack: '1'})).toBe(true);
    expect(privacySignalPresent({doNotTrack: 'yes'})).toBe(true);
    expect(privacySignalPresent({doNotTrack: '0', globalPrivacyControl: false})).toBe(false);
    expect(privacySignalPresent({})).toBe(false);
  });
});

describe('injectScript', () => {
  it('adds an async script with its attributes, once', () => {
    document.head.innerHTML = '';
    expect(injectScript(document, analytics)).toBe(true);
    expect(injectScript(document, analytics)).toBe(false);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].async).toBe(true);
    expect(scripts[0].getAttribute('src')).toBe(analytics.src);
    expect(scripts[0].getAttribute('data-website-id')).toBe('site');
    expect(scripts[0].hasAttribute('integrity')).toBe(false);
  });

  it('loads a pinned script with its integrity, as a CORS request (which SRI needs)', () => {
    document.head.innerHTML = '';
    injectScript(document, assistant);
    const script = document.head.querySelector('script')!;
    expect(script.getAttribute('integrity')).toBe(assistant.integrity);
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('gives the assistant widget its mount point with the public key', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    injectScript(document, assistant);
    const mount = document.getElementById('__cookbook');
    expect(mount?.dataset.apiKey).toBe('public');
  });

  it('adds the mount point once, for the assistant only, and sends only the origin as referrer', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    injectScript(document, analytics);
    expect(document.querySelectorAll('#__cookbook')).toHaveLength(0);
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="__cookbook" data-api-key="public"></div>';
    injectScript(document, assistant);
    expect(document.querySelectorAll('#__cookbook')).toHaveLength(1);
    expect(document.head.querySelector('script')?.referrerPolicy).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});

describe('pages a script is kept off', () => {
  it('keeps the configured assistant off the API reference, where bearer tokens are typed', () => {
    const [configured] = thirdPartyScripts(parseEnv({ASSISTANT_PUBLIC_KEY: 'public-key'}));
    expect(excludedOn(configured, '/api/nildb/overview')).toBe(true);
    expect(excludedOn(configured, '/api/nilai/health-check-v-1-health-get')).toBe(true);
    expect(excludedOn(configured, '/learn/what-is-nillion')).toBe(false);
    expect(excludedOn(configured, '/')).toBe(false);
  });

  it('loads analytics everywhere', () => {
    expect(excludedOn(analytics, '/api/nildb/overview')).toBe(false);
  });
});
