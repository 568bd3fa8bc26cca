/**
 * What a TypeScript or JavaScript sample imports, read with the TypeScript parser: static imports
 * and re-exports, dynamic `import()` and `require()`. The run check uses it to tell an offline
 * sample from one that needs the network, the install check to know which packages a page's
 * samples load once its install steps have run.
 */
import ts from 'typescript';

export interface SampleImport {
  specifier: string;
  /** `import type` / `export type`: erased before the sample runs. */
  typeOnly: boolean;
}

export function sampleImports(code: string): SampleImport[] {
  const source = ts.createSourceFile(
    'sample.ts',
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: SampleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.importClause?.isTypeOnly ?? false,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly});
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({specifier: node.arguments[0].text, typeOnly: false});
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The modules a sample loads when it runs (type-only imports are erased before). */
export const runtimeImports = (code: string): string[] =>
  sampleImports(code)
    .filter(({typeOnly}) => !typeOnly)
    .map(({specifier}) => specifier);
