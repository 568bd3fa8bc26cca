/**
 * Stands in for `sucrase` in the browser bundle. The request explorer's body editor is react-live's
 * editor inside a LiveProvider, which transpiles and evaluates the typed body as JavaScript for a
 * preview the theme never shows (and the site's CSP, without 'unsafe-eval', blocks). Without the
 * transpiler, that step ends in LiveProvider's own error path and the body is only ever text.
 */
export function transform(): never {
  throw new Error('The request body is data: it is not transpiled or run.');
}
