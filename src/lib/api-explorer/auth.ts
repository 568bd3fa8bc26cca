/**
 * Which bearer token the request explorer may send. The OpenAPI theme fills a
 * missing token with the placeholder `Bearer <TOKEN>` and sends it, so a node
 * saw a (bogus) token where the reader typed none.
 */

/** The part of the theme's auth state (ApiExplorer/Authorization/slice) read here. */
export interface ExplorerAuth {
  data: Record<string, Record<string, string | undefined>>;
  options: Record<string, {key: string; type: string; scheme?: string}[]>;
  selected?: string;
}

function isBearer(scheme: {type: string; scheme?: string}): boolean {
  return (
    (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') ||
    scheme.type === 'oauth2'
  );
}

/** True when the selected security option needs a bearer token that the reader left blank. */
export function lacksBearerToken(auth: ExplorerAuth): boolean {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: no option is keyed "undefined", and some() finds no bearer scheme in an array of strings
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  return schemes.some(
    (scheme) => isBearer(scheme) && (auth.data[scheme.key]?.token ?? '').trim() === '',
  );
}
