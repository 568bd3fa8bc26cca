/**
 * Remark plugin: gives each Markdown image that names a file of static/ by its site path (the
 * article covers, written `pathname:///img/...` so that the bundler links the file instead of
 * inlining it) its intrinsic `width` and `height`, so the browser reserves the image's box before
 * the file arrives. Without them the cover pushed the article down as it loaded (Lighthouse
 * mobile: CLS 0.11 on an article). An image that comes before the page's first heading is at the
 * top of the page, so it loads at once with high priority instead of lazily after layout.
 *
 * Runs after Docusaurus's own image plugin, which turns `pathname://` into a plain path and gives
 * bundled images their sizes itself. A path that names no file fails the build with `file:line`:
 * `pathname://` opts out of Docusaurus's broken-image check.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Image, Root, RootContent} from 'mdast';
import {imageSize} from './size';

export interface RemarkImageDimensionsOptions {
  /** The directory site paths are read from: static/ of the working directory by default. */
  staticDir?: string;
}

interface VFileLike {
  path?: string;
}

function isParent(
  node: Root | RootContent,
): node is Extract<Root | RootContent, {children: unknown}> {
  return 'children' in node && Array.isArray(node.children);
}

export default function remarkImageDimensions(options: RemarkImageDimensionsOptions = {}) {
  const staticDir = options.staticDir ?? path.join(process.cwd(), 'static');
  return (tree: Root, file: VFileLike): void => {
    let headingSeen = false;
    const where = (node: Image) =>
      `${path.relative(process.cwd(), file.path ?? '(unknown file)')}:${node.position?.start.line ?? 0}`;
    const visit = (node: Root | RootContent) => {
      if (node.type === 'heading') headingSeen = true;
      if (node.type === 'image' && node.url.startsWith('/') && !node.url.startsWith('//')) {
        const sitePath = decodeURIComponent(node.url.split(/[?#]/)[0]);
        const filePath = path.join(staticDir, sitePath);
        if (!filePath.startsWith(staticDir + path.sep) || !existsSync(filePath)) {
          throw new Error(`${where(node)}: the image ${node.url} is not a file of static/.`);
        }
        const size = imageSize(readFileSync(filePath), filePath);
        if (!size) {
          throw new Error(`${where(node)}: cannot read the width and height of ${node.url}.`);
        }
        const atTop = !headingSeen;
        node.data = {
          ...node.data,
          hProperties: {
            ...(node.data?.hProperties ?? {}),
            width: size.width,
            height: size.height,
            ...(atTop ? {loading: 'eager', fetchPriority: 'high'} : {}),
          },
        };
      }
      if (isParent(node)) node.children.forEach(visit);
    };
    visit(tree);
  };
}
