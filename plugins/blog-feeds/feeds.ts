/**
 * What the blog plugin's feeds leave out, added to the files it writes: a
 * `rel="self"` link in the RSS and Atom feeds (feed readers and validators use
 * it to know the feed's own address) and an author on every RSS item. RSS 2.0's
 * `<author>` must be an e-mail address and the site publishes none, so each
 * author goes in a `<dc:creator>`, the usual form for a name (the feed already
 * declares the Dublin Core namespace). Atom entries already carry `<author>`.
 */

const ATOM_NS = 'http://www.w3.org/2005/Atom';

/**
 * The absolute URL of a file under the site: the parts joined with one slash between them, whether
 * or not they start or end with one (a validated routeBasePath may start with one).
 */
export function absoluteFeedUrl(siteUrl: string, parts: readonly string[]): string {
  const path = parts
    .join('/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/?/, '/');
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fails loudly when a feed no longer has the shape these fixes expect. */
function insertOnce(
  xml: string,
  anchor: string | RegExp,
  insert: (match: string) => string,
  what: string,
): string {
  const match =
    typeof anchor === 'string' ? (xml.includes(anchor) ? anchor : null) : anchor.exec(xml)?.[0];
  if (!match) throw new Error(`Feed fix "${what}": the feed has no ${String(anchor)}`);
  return xml.replace(match, insert(match));
}

/** RSS 2.0: atom:link rel=self on the channel, and a dc:creator for each author of each item. */
export function fixRssFeed(
  xml: string,
  {
    selfUrl,
    authorsByLink,
  }: {selfUrl: string; authorsByLink: ReadonlyMap<string, readonly string[]>},
): string {
  let fixed = xml;
  if (!/<rss[^>]*\sxmlns:atom=/.test(fixed)) {
    fixed = insertOnce(
      fixed,
      /<rss\b[^>]*>/,
      (tag) => tag.replace(/>$/, ` xmlns:atom="${ATOM_NS}">`),
      'atom namespace',
    );
  }
  if (!/<atom:link[^>]*rel="self"/.test(fixed)) {
    fixed = insertOnce(
      fixed,
      /<channel>\s*/,
      (open) =>
        `${open}<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>\n        `,
      'rss self link',
    );
  }
  return fixed.replace(/<item>([\s\S]*?)<\/item>/g, (item: string, body: string) => {
    if (body.includes('<dc:creator>') || body.includes('<author>')) return item;
    const link = /<link>([^<]+)<\/link>/.exec(body)?.[1]?.trim();
    const authors = (link && authorsByLink.get(link)) || [];
    if (authors.length === 0) {
      throw new Error(`Feed fix "rss author": no author for item ${link ?? '(no link)'}`);
    }
    const creators = authors.map((name) => `    <dc:creator><![CDATA[${name}]]></dc:creator>\n`);
    return `<item>${body.trimEnd()}\n        ${creators.join('        ').trimEnd()}\n        </item>`;
  });
}

/** Atom: a link rel=self next to the feed's alternate link. */
export function fixAtomFeed(xml: string, {selfUrl}: {selfUrl: string}): string {
  const firstEntry = xml.indexOf('<entry>');
  const header = firstEntry < 0 ? xml : xml.slice(0, firstEntry);
  if (/<link[^>]*rel="self"/.test(header)) return xml;
  return insertOnce(
    xml,
    /<link rel="alternate"[^>]*\/>/,
    (alternate) =>
      `${alternate}\n    <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    'atom self link',
  );
}
