import {describe, expect, it} from 'vitest';
import {isProxiedApiRequest} from '../../../plugins/dev-proxy';

describe('dev proxy request matcher', () => {
  it('forwards API calls under /api', () => {
    expect(isProxiedApiRequest('/api/v1/system/about', 'application/json')).toBe(true);
    expect(isProxiedApiRequest('/api/health', '*/*')).toBe(true);
    expect(isProxiedApiRequest('/api/health', undefined)).toBe(true);
  });
  it('leaves page loads of /api/... docs routes to the dev server', () => {
    expect(
      isProxiedApiRequest('/api/overview', 'text/html,application/xhtml+xml,application/xml;q=0.9'),
    ).toBe(false);
  });
  it('ignores everything outside /api', () => {
    expect(isProxiedApiRequest('/apix/thing', 'application/json')).toBe(false);
    expect(isProxiedApiRequest('/build/quickstart', 'application/json')).toBe(false);
  });
});
