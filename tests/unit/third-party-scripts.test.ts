// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import {describe, expect, it} from 'vitest';
import {injectScript, privacySignalPresent} from '../../plugins/third-party-scripts/inject';
import type {ThirdPartyScript} from '../../config/env';

const analytics: ThirdPartyScript = {
  id: 'analytics',
  src: 'https://cloud.umami.is/script.js',
  attributes: {'data-website-id': 'site'},
  respectsPrivacySignals: true,
};
const assistant: ThirdPartyScript = {
  id: 'assistant',
  src: 'https://cdn.example.org/widget.js',
  attributes: {'data-api-key': 'public'},
  respectsPrivacySignals: false,
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
  });

  it('gives the assistant widget its mount point with the public key', () => {
    document.body.innerHTML = '';
    injectScript(document, assistant);
    const mount = document.getElementById('__cookbook');
    expect(mount?.dataset.apiKey).toBe('public');
  });
});
