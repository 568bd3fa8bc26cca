import {describe, expect, it} from 'vitest';
import {redirects, toClientRedirects, validateRedirects} from '../../../config/redirects';
import {foundationRoutes} from '../../support/published-routes';

const routes = new Set(foundationRoutes);

describe('redirect table', () => {
  it('is sound: absolute old paths, no duplicates, no chains or loops, real targets', () => {
    expect(validateRedirects(redirects, routes)).toEqual([]);
  });

  it('covers every old path of the route contract', () => {
    const targets = new Map(redirects.map(({from, to}) => [from, to]));
    expect(targets.get('/build/nilcc')).toBe('/build/compute/overview');
    expect(targets.get('/build/blind-modules')).toBe('/learn/blind-modules');
    expect(targets.get('/what-is-nillion')).toBe('/learn/what-is-nillion');
    expect(targets.get('/quickstart')).toBe('/build/quickstart');
    expect(targets.get('/network')).toBe('/build/network-config');
    expect(targets.get('/community-and-support')).toBe('/community/community-and-support');
    expect(targets.get('/build/api-key')).toBe('/build/network-api-access');
    expect(targets.get('/build/secretvaults')).toBe('/build/private-storage/secretvaults');
    expect(targets.get('/build/blindfold')).toBe('/build/private-storage/blindfold');
    expect(targets.get('/build/secret-vault-quickstart')).toBe('/build/private-storage/quickstart');
    expect(targets.get('/build/nilRAG')).toBe('/build/private-llms/nilRAG');
    // The 2025 generation's prefix and its sections lead to its own pages.
    expect(targets.get('/2025')).toBe('/2025/learn/what-is-nillion');
    expect(targets.get('/2025/build')).toBe('/2025/build/quickstart');
    expect(targets.get('/build')).toBe('/build/quickstart');
    expect(targets.get('/build/secretLLM/quickstart')).toBe('/build/private-llms/quickstart');
    for (const [from, to] of [
      ['/testnet-guides', '/community/guides/testnet'],
      ['/guide-nillion-wallet', '/community/guides/nillion-wallet'],
      ['/guide-testnet-faucet', '/community/guides/testnet-faucet'],
      ['/guide-sending-nil', '/community/guides/sending-nil'],
    ]) {
      expect(targets.get(from)).toBe(to);
    }
  });

  it('groups rows by target for the client-redirects plugin without losing any', () => {
    const grouped = toClientRedirects(redirects);
    expect(grouped.flatMap(({from}) => from).sort()).toEqual(
      redirects.map(({from}) => from).sort(),
    );
    for (const {to, from} of grouped) {
      for (const path of from) expect(redirects).toContainEqual({from: path, to});
    }
  });
});

describe('validateRedirects', () => {
  const live = new Set(['/a', '/b', '/2025/a']);
  it('reports a redirect that crosses into another docs version, either way', () => {
    expect(
      validateRedirects(
        [
          {from: '/x', to: '/2025/a'},
          {from: '/2025/x', to: '/a'},
          {from: '/2025/y', to: '/2025/a'},
        ],
        live,
      ),
    ).toEqual([
      '/x -> /2025/a: leads into another docs version',
      '/2025/x -> /a: leads into another docs version',
    ]);
  });
  it('reports a loop', () => {
    expect(
      validateRedirects(
        [
          {from: '/x', to: '/a'},
          {from: '/a', to: '/x'},
        ],
        live,
      ).join('\n'),
    ).toMatch(/chain or loop/);
  });
  it('reports a target that is not a route', () => {
    expect(validateRedirects([{from: '/x', to: '/missing'}], live)).toEqual([
      '/x -> /missing: target is not a route of the site',
    ]);
  });
  it('reports a duplicate and a badly formed old path', () => {
    const problems = validateRedirects(
      [
        {from: '/x/', to: '/a'},
        {from: '/y.html', to: '/a'},
        {from: '/z', to: '/a'},
        {from: '/z', to: '/b'},
      ],
      live,
    );
    expect(problems).toContain('/x/: old path must be absolute, without trailing slash or .html');
    expect(problems).toContain(
      '/y.html: old path must be absolute, without trailing slash or .html',
    );
    expect(problems).toContain('/z: listed twice');
  });
  it('refuses to shadow a live page', () => {
    expect(validateRedirects([{from: '/b', to: '/a'}], live)).toContain(
      '/b: is a live route, a redirect would hide it',
    );
  });
});
