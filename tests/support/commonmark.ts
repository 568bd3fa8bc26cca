/**
 * What a Markdown reader shows: Markdown rendered to HTML by micromark with its GFM extension (the
 * CommonMark and GFM parser of the unified ecosystem), for tests whose requirement is how an
 * export reads rather than how it is spelled.
 */
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

export const rendered = (markdown: string): string =>
  micromark(markdown, {extensions: [gfm()], htmlExtensions: [gfmHtml()]});

/** Text as HTML writes it (what `rendered` gives for plain text). */
export const htmlText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
