/**
 * A small partial evaluator for TypeScript samples: it works out, without
 * running the sample, the requests its `fetch` calls send and the strings its
 * object properties hold (the nilCC `dockerCompose` field). It follows
 * constants, template literals, `[...].join()`, `JSON.stringify`, `a ?? b`
 * (the default a reader gets), `for (const x of list)` and one level of helper
 * function (`call('GET', '/path', body)` resolved at each call site). Whatever it
 * cannot know (a value read at run time) is UNKNOWN: in a string it becomes a
 * hole, in a JSON body a leaf whose value is not checked.
 */
import ts from 'typescript';

export const UNKNOWN: unique symbol = Symbol('unknown');
/** Stands for an unknown part of a string. */
export const HOLE = '\u0000';

export type Value =
  | string
  | number
  | boolean
  | null
  | undefined
  | typeof UNKNOWN
  | Value[]
  | {[key: string]: Value}
  | JsonText;

/** The result of `JSON.stringify(value)`: kept as the value so a body can be validated. */
export class JsonText {
  constructor(readonly value: Value) {}
}

type Env = ReadonlyMap<string, Value>;

interface Context {
  source: ts.SourceFile;
  /** Every variable declared with an initializer, by name (first one wins). */
  declarations: Map<string, ts.Expression>;
  depth: number;
}

function isValueObject(value: Value): value is {[key: string]: Value} {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof JsonText)
  );
}

function toText(value: Value): string {
  if (value === UNKNOWN || value === undefined || value instanceof JsonText) return HOLE;
  if (typeof value === 'object' && value !== null) return HOLE;
  return String(value);
}

export function evaluate(node: ts.Expression, env: Env, context: Context): Value {
  if (context.depth > 40) return UNKNOWN;
  const next = {...context, depth: context.depth + 1};
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text.replaceAll('_', ''));
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    return evaluate(node.expression, env, next);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const operand = evaluate(node.operand, env, next);
    return typeof operand === 'number' ? -operand : UNKNOWN;
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans)
      text += toText(evaluate(span.expression, env, next)) + span.literal.text;
    return text;
  }
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return undefined;
    if (env.has(node.text)) return env.get(node.text)!;
    const declared = context.declarations.get(node.text);
    return declared ? evaluate(declared, env, next) : UNKNOWN;
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) {
      const left = evaluate(node.left, env, next);
      const right = evaluate(node.right, env, next);
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      return toText(left) + toText(right);
    }
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
      // `process.env.X ?? 'default'`: without the variable the reader gets the default.
      const left = evaluate(node.left, env, next);
      return left === UNKNOWN || left === undefined || left === null
        ? evaluate(node.right, env, next)
        : left;
    }
    return UNKNOWN;
  }
  if (ts.isConditionalExpression(node)) {
    const condition = evaluateCondition(node.condition, env, next);
    if (condition !== UNKNOWN)
      return evaluate(condition ? node.whenTrue : node.whenFalse, env, next);
    const whenTrue = evaluate(node.whenTrue, env, next);
    return whenTrue === undefined ? evaluate(node.whenFalse, env, next) : whenTrue;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const result: {[key: string]: Value} = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) {
        const name = propertyName(property.name);
        if (name !== undefined) result[name] = evaluate(property.initializer, env, next);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        result[property.name.text] = evaluate(property.name, env, next);
      } else if (ts.isSpreadAssignment(property)) {
        const spread = evaluate(property.expression, env, next);
        if (isValueObject(spread)) Object.assign(result, spread);
      }
    }
    return result;
  }
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.map((element) =>
      ts.isSpreadElement(element) ? UNKNOWN : evaluate(element, env, next),
    );
  }
  if (ts.isPropertyAccessExpression(node)) {
    const target = evaluate(node.expression, env, next);
    return isValueObject(target) && node.name.text in target ? target[node.name.text] : UNKNOWN;
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'JSON' &&
      callee.name.text === 'stringify' &&
      node.arguments[0]
    )
      return new JsonText(evaluate(node.arguments[0], env, next));
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'join') {
      const list = evaluate(callee.expression, env, next);
      const separator = node.arguments[0] ? evaluate(node.arguments[0], env, next) : ',';
      if (Array.isArray(list) && typeof separator === 'string')
        return list.map((item) => toText(item)).join(separator);
    }
    return UNKNOWN;
  }
  return UNKNOWN;
}

function evaluateCondition(
  node: ts.Expression,
  env: Env,
  context: Context,
): boolean | typeof UNKNOWN {
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ].includes(node.operatorToken.kind)
  ) {
    const left = evaluate(node.left, env, context);
    const right = evaluate(node.right, env, context);
    if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
    const loose =
      node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken ||
      node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsToken;
    const equal = loose ? left == right : left === right;
    const negated =
      node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsToken;
    return negated ? !equal : equal;
  }
  return UNKNOWN;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  return undefined;
}

function collectDeclarations(source: ts.SourceFile): Map<string, ts.Expression> {
  const declarations = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (!declarations.has(node.name.text)) declarations.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return declarations;
}

export function parseSample(code: string, fileName = 'sample.ts'): ts.SourceFile {
  return ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  for (let current = node.parent; current; current = current.parent)
    if (ts.isFunctionLike(current) && 'body' in current)
      return current as ts.FunctionLikeDeclaration;
  return undefined;
}

function functionName(fn: ts.FunctionLikeDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  if (
    (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
    ts.isVariableDeclaration(fn.parent) &&
    ts.isIdentifier(fn.parent.name)
  )
    return fn.parent.name.text;
  return undefined;
}

/**
 * The environments a node is evaluated in: one per element of each enclosing
 * `for (const x of list)`, and, inside a named helper function, one per call of
 * that helper with its arguments bound to its parameters.
 */
function environments(node: ts.Node, context: Context): Scope[] {
  let envs: Map<string, Value>[] = [new Map()];
  for (let current = node.parent; current; current = current.parent) {
    if (
      ts.isForOfStatement(current) &&
      ts.isVariableDeclarationList(current.initializer) &&
      current.initializer.declarations.length === 1 &&
      ts.isIdentifier(current.initializer.declarations[0].name)
    ) {
      const name = current.initializer.declarations[0].name.text;
      const list = evaluate(current.expression, new Map(), context);
      if (Array.isArray(list))
        envs = envs.flatMap((env) => list.map((item) => new Map(env).set(name, item)));
    }
  }
  const fn = enclosingFunction(node);
  const name = fn && functionName(fn);
  if (!fn || !name) return envs.map((env) => ({env, site: node}));
  const calls: ts.CallExpression[] = [];
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      ts.isIdentifier(child.expression) &&
      child.expression.text === name
    )
      calls.push(child);
    ts.forEachChild(child, visit);
  };
  visit(context.source);
  if (calls.length === 0) return envs.map((env) => ({env, site: node}));
  return calls.flatMap((call) =>
    environments(call, context).flatMap((outer) =>
      envs.map((env) => {
        const bound = new Map(env);
        fn.parameters.forEach((parameter, index) => {
          if (!ts.isIdentifier(parameter.name)) return;
          const argument = call.arguments[index];
          bound.set(
            parameter.name.text,
            argument ? evaluate(argument, outer.env, context) : undefined,
          );
        });
        return {env: bound, site: outer.site};
      }),
    ),
  );
}

/** An environment and the node a finding in it is reported at (the helper's call site). */
interface Scope {
  env: Env;
  site: ts.Node;
}

export interface FetchRequest {
  method: string;
  /** URL with HOLE where a part is only known at run time. */
  url: string;
  /** The JSON body, when the sample sends `JSON.stringify(...)` or a JSON string. */
  body?: Value;
  /** Header names (lower case), when the sample's headers are known. */
  headers?: string[];
  /** 0-based line of the `fetch(` call, or of the call of the helper that wraps it. */
  line: number;
}

/** Every request a sample's `fetch` calls send (one per call site of a helper that wraps fetch). */
export function fetchRequests(source: ts.SourceFile): FetchRequest[] {
  const context: Context = {source, declarations: collectDeclarations(source), depth: 0};
  const requests: FetchRequest[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'fetch' &&
      node.arguments[0]
    ) {
      for (const {env, site} of environments(node, context)) {
        const line = source.getLineAndCharacterOfPosition(site.getStart(source)).line;
        const url = evaluate(node.arguments[0], env, context);
        if (typeof url !== 'string') continue;
        const init = node.arguments[1] ? evaluate(node.arguments[1], env, context) : {};
        const method = isValueObject(init) && typeof init.method === 'string' ? init.method : 'GET';
        let body: Value | undefined;
        if (isValueObject(init)) {
          if (init.body instanceof JsonText) body = init.body.value;
          else if (typeof init.body === 'string' && !init.body.includes(HOLE)) {
            try {
              body = JSON.parse(init.body) as Value;
            } catch {
              body = init.body;
            }
          } else if (init.body === UNKNOWN) body = UNKNOWN;
        }
        // Header names are known when the init object and its headers are object literals.
        const headerValue = isValueObject(init) ? init.headers : UNKNOWN;
        const headers = isValueObject(headerValue)
          ? Object.keys(headerValue).map((name) => name.toLowerCase())
          : headerValue === undefined
            ? []
            : undefined;
        requests.push({method: method.toUpperCase(), url, body, headers, line});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return requests;
}

export interface PropertyValue {
  value: Value;
  /** The other properties of the same object. */
  siblings: {[key: string]: Value};
  /** 0-based sample line that holds a given 1-based line of the string value. */
  lineOfTextLine: (textLine: number) => number;
}

/**
 * Where each line of a string value is written in the sample: a multi-line
 * template literal line by line, `[...].join("\n")` element by element (followed
 * through constants); anything else at the expression itself.
 */
function textLines(node: ts.Expression, context: Context): (textLine: number) => number {
  const lineOf = (at: ts.Node) =>
    context.source.getLineAndCharacterOfPosition(at.getStart(context.source)).line;
  const fallback = lineOf(node);
  let target: ts.Expression = node;
  for (let hops = 0; ts.isIdentifier(target) && hops < 10; hops++) {
    const declared = context.declarations.get(target.text);
    if (!declared) break;
    target = declared;
  }
  if (
    ts.isCallExpression(target) &&
    ts.isPropertyAccessExpression(target.expression) &&
    target.expression.name.text === 'join' &&
    ts.isArrayLiteralExpression(target.expression.expression)
  ) {
    const elements = target.expression.expression.elements;
    return (textLine) => (elements[textLine - 1] ? lineOf(elements[textLine - 1]) : fallback);
  }
  if (ts.isNoSubstitutionTemplateLiteral(target) || ts.isTemplateExpression(target)) {
    const start = lineOf(target);
    return (textLine) => start + textLine - 1;
  }
  return () => fallback;
}

/** The values a named object property is given anywhere in the sample (e.g. every `dockerCompose`). */
export function propertyValues(source: ts.SourceFile, property: string): PropertyValue[] {
  const context: Context = {source, declarations: collectDeclarations(source), depth: 0};
  const found: PropertyValue[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isObjectLiteralExpression(node) &&
      node.properties.some(
        (member) =>
          (ts.isPropertyAssignment(member) || ts.isShorthandPropertyAssignment(member)) &&
          propertyName(member.name) === property,
      )
    ) {
      const member = node.properties.find(
        (candidate) =>
          (ts.isPropertyAssignment(candidate) || ts.isShorthandPropertyAssignment(candidate)) &&
          propertyName(candidate.name) === property,
      )!;
      for (const {env} of environments(node, context)) {
        const object = evaluate(node, env, context);
        if (isValueObject(object))
          found.push({
            value: object[property],
            siblings: object,
            lineOfTextLine: textLines(
              ts.isPropertyAssignment(member)
                ? member.initializer
                : (member as ts.ShorthandPropertyAssignment).name,
              context,
            ),
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
