/**
 * A short key standing for a string, computed alike on the server and in the browser: FNV-1a
 * over its UTF-16 code units, then its length, in base 36 (eight or nine characters: a page
 * carries one per description and code block of its API schemas). It names a piece of server
 * HTML by what it shows (src/components/useServerHtml.ts). Two different strings of the same
 * length share a key with odds of about one in 2^32; the cost would be one description or code
 * block showing another's HTML once its region is drawn live.
 */
export function contentKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}${text.length.toString(36)}`;
}
