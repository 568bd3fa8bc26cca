/**
 * The build's minified HTML leaves out optional end tags (</p>, </li>, </tr>,
 * </td>…). linkedom's parser (htmlparser2) does not apply the HTML standard's
 * implied-end-tag rules, so it would nest a table body inside a header cell or
 * the next list item inside a paragraph. parse5 implements the standard's
 * parsing algorithm; its serialization writes every end tag out, and that is
 * what linkedom reads.
 */
import {parse, serialize} from 'parse5';

export const withEndTags = (html: string): string => serialize(parse(html));
