/**
 * Remark plugin: replaces each ```mermaid block with the <Diagram> MDX
 * component (src/components/Diagram) carrying the SVG that `npm run diagrams`
 * rendered and committed for it (plugins/diagrams/store.ts finds the file from
 * the block's source). The page inlines the SVG, so no page loads Mermaid.
 *
 * A block without its file fails the production build with `file:line` and
 * the command to run; under `npm start` it shows the source with the same
 * instruction instead, so an edited diagram does not stop the dev server.
 */
import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {MIN_LABEL_PX} from '../../config/diagrams';
import {isProductionBuild} from '../../config/env';
import {
  DIAGRAM_LANG,
  diagramKey,
  pinnedMermaidVersion,
  readDiagram,
  svgFile,
  svgId,
  type RenderedDiagram,
} from './store';

/** The MDX component the blocks become (registered in src/theme/MDXComponents). */
export const DIAGRAM_COMPONENT = 'Diagram';

interface VFileLike {
  path?: string;
  cwd?: string;
}

export interface RemarkDiagramsOptions {
  /** Repository root holding package.json and diagrams/; the working directory by default. */
  root?: string;
  /** Fail on a missing file (production builds) instead of showing the source. */
  strict?: boolean;
}

/**
 * The narrowest the diagram may be drawn with its smallest text still
 * MIN_LABEL_PX (wider than its own size if that text is smaller).
 */
export function minimumWidth(diagram: Pick<RenderedDiagram, 'width' | 'minFontPx'>): number {
  return Math.ceil((diagram.width * MIN_LABEL_PX) / diagram.minFontPx);
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

function diagramElement(
  node: Code,
  diagram: RenderedDiagram,
  id: string,
  baseId: string,
): MdxJsxFlowElement {
  // A diagram drawn twice on one page gets ids of its own the second time.
  const svg = id === baseId ? diagram.svg : diagram.svg.replaceAll(baseId, id);
  return {
    type: 'mdxJsxFlowElement',
    name: DIAGRAM_COMPONENT,
    attributes: [
      attribute('svg', svg),
      attribute('source', node.value),
      attribute('minWidth', String(minimumWidth(diagram))),
    ],
    children: [],
    position: node.position,
  };
}

/** What `npm start` shows for a diagram whose SVG has not been rendered yet. */
function pendingElement(node: Code, message: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: DIAGRAM_COMPONENT,
    attributes: [attribute('source', node.value), attribute('pending', message)],
    children: [],
    position: node.position,
  };
}

function isParent(node: Root | RootContent): node is Parent & (Root | RootContent) {
  return 'children' in node && Array.isArray(node.children);
}

export default function remarkDiagrams(options: RemarkDiagramsOptions = {}) {
  const root = options.root ?? process.cwd();
  const strict = options.strict ?? isProductionBuild();
  const mermaidVersion = pinnedMermaidVersion(root);
  return (tree: Root, file: VFileLike): void => {
    const page = path.relative(root, file.path ?? '(unknown file)');
    const seen = new Map<string, number>();
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && child.lang === DIAGRAM_LANG) {
          const key = diagramKey(child.value, mermaidVersion);
          const diagram = readDiagram(key, root);
          if (!diagram) {
            const line = child.position?.start.line ?? 0;
            const message =
              `${page}:${line}: this diagram has no rendered SVG (${svgFile(key)}): its source is ` +
              'new or changed. Run `npm run diagrams` and commit the file.';
            if (strict) throw new Error(message);
            parent.children[index] = pendingElement(child, message);
            return;
          }
          const count = (seen.get(key) ?? 0) + 1;
          seen.set(key, count);
          const baseId = svgId(key);
          const id = count === 1 ? baseId : `${baseId}-${count}`;
          parent.children[index] = diagramElement(child, diagram, id, baseId);
          return;
        }
        if (isParent(child)) visit(child);
      });
    };
    visit(tree);
  };
}
