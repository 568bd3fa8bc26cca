import {describe, expect, it} from 'vitest';
import {collectAssignments, parseShell, readCurl} from '../../../scripts/content-checks/shell';
import {
  fetchRequests,
  parseSample,
  propertyValues,
  UNKNOWN,
} from '../../../scripts/content-checks/ts-eval';

describe('shell samples', () => {
  it('joins continuations, splits commands on && and |, and drops redirections', () => {
    const commands = parseShell(
      'mkdir app && cd app\nnpm pkg set type=module \\\n  "scripts.start=tsx src/a.ts"\nprintf "x\\n" >> .gitignore | cat',
    );
    expect(commands.map((command) => command.words.map((word) => word.raw))).toEqual([
      ['mkdir', 'app'],
      ['cd', 'app'],
      ['npm', 'pkg', 'set', 'type=module', 'scripts.start=tsx src/a.ts'],
      ['printf', 'x\\n'],
      ['cat'],
    ]);
    expect(commands.map((command) => command.line)).toEqual([0, 0, 1, 3, 3]);
  });

  it('reads a curl request: method, URL with exported variables, headers and a heredoc body', () => {
    const env = new Map<string, string>();
    const [exported, curl] = parseShell(
      [
        'export BASE="https://api.example.com"',
        'curl -s -X post "$BASE/v1/items" \\',
        '  -H "x-api-key: $KEY" -H \'Content-Type: application/json\' \\',
        "  -d @- <<'EOF' | jq",
        '{"name": "$literal"}',
        'EOF',
      ].join('\n'),
    );
    collectAssignments(exported, env);
    const request = readCurl(curl, env)!;
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://api.example.com/v1/items',
      line: 1,
    });
    expect([...request.headers.keys()]).toEqual(['x-api-key', 'content-type']);
    expect(request.body?.text).toBe('{"name": "$literal"}');
  });

  it('keeps $ literal in single quotes and maps a body offset back to its line', () => {
    const code = 'curl https://x.test/a \\\n  -d \'{"a": 1,\n  "$b": 2}\'';
    const request = readCurl(parseShell(code)[0], new Map([['b', 'expanded']]))!;
    expect(request).toMatchObject({method: 'POST'});
    expect(request.body?.text).toBe('{"a": 1,\n  "$b": 2}');
    const offset = request.body!.offsetOf(request.body!.text.indexOf('"$b"'));
    expect(code.slice(0, offset).split('\n')).toHaveLength(3);
  });
});

describe('TypeScript sample evaluation', () => {
  it('follows a helper that wraps fetch to each call, with constants, env defaults and JSON.stringify', () => {
    const source = parseSample(
      [
        'const BASE = process.env.URL ?? "https://api.example.com";',
        'async function call(method: string, path: string, body?: unknown) {',
        '  return fetch(`${BASE}${path}`, { method, headers: { Authorization: "Bearer x" },',
        '    body: body === undefined ? undefined : JSON.stringify(body) });',
        '}',
        'await call("GET", "/v1/a");',
        'await call("POST", `/v1/b/${id}`, { n: 1, id: other.id });',
      ].join('\n'),
    );
    const requests = fetchRequests(source);
    expect(requests.map(({method, url, line}) => ({method, url, line}))).toEqual([
      {method: 'GET', url: 'https://api.example.com/v1/a', line: 5},
      {method: 'POST', url: 'https://api.example.com/v1/b/\u0000', line: 6},
    ]);
    expect(requests[0].body).toBeUndefined();
    expect(requests[1].body).toEqual({n: 1, id: UNKNOWN});
    expect(requests[1].headers).toEqual(['authorization']);
  });

  it('expands for-of loops over constant lists', () => {
    const source = parseSample(
      'const urls = ["https://a.test/x", "https://b.test/y"];\nfor (const url of urls) await fetch(url);',
    );
    expect(fetchRequests(source).map((request) => request.url)).toEqual([
      'https://a.test/x',
      'https://b.test/y',
    ]);
  });

  it('finds a string property built with [...].join and says which sample line holds each of its lines', () => {
    const source = parseSample(
      [
        'const compose = [',
        '  "services:",',
        '  "  web:",',
        '].join("\\n");',
        'const body = { dockerCompose: compose };',
      ].join('\n'),
    );
    const [found] = propertyValues(source, 'dockerCompose');
    expect(found.value).toBe('services:\n  web:');
    expect(found.lineOfTextLine(2)).toBe(2);
  });
});
