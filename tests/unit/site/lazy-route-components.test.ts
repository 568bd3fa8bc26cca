/**
 * The route table's components as installed (patches/README.md, "lazy-route-components"): the
 * table holds one for every page of the site and is built as the app's modules load on every
 * page, so a component must cost nothing until its route is preloaded or rendered (issue 40).
 * The installed file is compiled here as the site's bundler compiles it (JSX) and run with the
 * modules it imports stood in for, react-loadable counting what is made.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {transformSync} from 'esbuild';
import React from 'react';
import {describe, expect, it} from 'vitest';

const installed = path.resolve(
  __dirname,
  '../../../node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js',
);

interface Made {
  kind: 'Map' | 'single';
  loaders: string[];
}
type RouteComponent = ((props: object) => React.ReactElement) & {preload: () => unknown};

/** ComponentCreator over a route table of `routes` (path, hash, chunk names per prop). */
function componentCreator(routes: Record<string, Record<string, string>>) {
  const made: Made[] = [];
  const fakeLoadable = (kind: Made['kind'], loaders: string[]) => {
    made.push({kind, loaders});
    const component = () => null;
    component.preload = () => `preloaded ${loaders.join(',')}`;
    return component;
  };
  const loadable = Object.assign(() => fakeLoadable('single', ['@theme/NotFound']), {
    Map: ({loader}: {loader: Record<string, unknown>}) => fakeLoadable('Map', Object.keys(loader)),
  });
  const registry = Object.fromEntries(
    Object.values(routes).flatMap((chunks) =>
      Object.values(chunks).map((chunk) => [chunk, [() => chunk, chunk, chunk]]),
    ),
  );
  const modules: Record<string, unknown> = {
    react: React,
    'react-loadable': loadable,
    '@generated/routesChunkNames': routes,
    '@generated/registry': registry,
    '@theme/Loading': () => null,
    '../flat': (tree: Record<string, string>) => tree,
    '../routeContext': {RouteContextProvider: () => null},
  };
  const {code} = transformSync(readFileSync(installed, 'utf8'), {
    loader: 'jsx',
    format: 'cjs',
    jsx: 'transform',
  });
  const module = {exports: {} as {default: (path: string, hash?: string) => RouteComponent}};
  // As an ES module: its default export, and an object's members as named exports.
  const require = (name: string) => {
    if (!(name in modules)) throw new Error(`ComponentCreator imports ${name}`);
    const value = modules[name];
    return {__esModule: true, default: value, ...(typeof value === 'object' ? value : {})};
  };
  new Function('require', 'module', 'exports', 'React', code)(
    require,
    module,
    module.exports,
    React,
  );
  return {create: module.exports.default, made};
}

const ROUTES = {
  '/a-1aa': {__comp: 'chunk-a', content: 'chunk-a-content'},
  '/b-2bb': {__comp: 'chunk-b'},
  '/c-3cc': {__comp: 'chunk-c'},
};

describe('route components', () => {
  it('cost nothing when the route table is built, however many pages it holds', () => {
    const {create, made} = componentCreator(ROUTES);
    create('/a', '1aa');
    create('/b', '2bb');
    create('/c', '3cc');
    create('*');
    expect(made).toEqual([]);
  });

  it('make their Loadable once, at the first preload, and render that one', () => {
    const {create, made} = componentCreator(ROUTES);
    const routeA = create('/a', '1aa');
    create('/b', '2bb');
    expect(routeA.preload()).toBe('preloaded __comp,content');
    expect(made).toEqual([{kind: 'Map', loaders: ['__comp', 'content']}]);
    const element = routeA({title: 'A'});
    expect(element.props).toEqual({title: 'A'});
    expect(routeA.preload()).toBe('preloaded __comp,content');
    // Rendered and preloaded again: still the one Loadable.
    expect(made).toHaveLength(1);
    expect((element.type as unknown as {preload: () => string}).preload()).toBe(
      'preloaded __comp,content',
    );
  });

  it('make it at the first render when nothing preloaded the route', () => {
    const {create, made} = componentCreator(ROUTES);
    const routeB = create('/b', '2bb');
    routeB({});
    expect(made).toEqual([{kind: 'Map', loaders: ['__comp']}]);
  });

  it('the catch-all route makes the not-found page’s Loadable when first used', () => {
    const {create, made} = componentCreator(ROUTES);
    const notFound = create('*');
    expect(notFound.preload()).toBe('preloaded @theme/NotFound');
    expect(made).toEqual([{kind: 'single', loaders: ['@theme/NotFound']}]);
  });
});
