/**
 * Stands in for the OpenAPI theme's own buildPostmanRequest (`@theme-original/...`) in unit
 * tests: a request whose headers hold what the options ask for, as the theme's would.
 */
interface Header {
  key: string;
  value: string;
}

export default function buildPostmanRequest(
  _postman: unknown,
  options: {headers?: Header[]},
): {headers: {all(): Header[]; remove(predicate: (h: Header) => boolean, context: unknown): void}} {
  let headers = [...(options.headers ?? [])];
  return {
    headers: {
      all: () => headers,
      remove(predicate, context) {
        headers = headers.filter((header) => !predicate.call(context, header));
      },
    },
  };
}
