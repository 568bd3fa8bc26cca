/**
 * Reads the shell samples of a page the way a shell would: words with their
 * quotes removed, one command per line (`\` continuations joined), heredoc
 * bodies attached to their command, and `$VAR` expanded from the `export`s the
 * page gave earlier. Positions are kept so a finding can name its page line.
 */

/** A `$` inside single quotes: never expanded. Replaced back by `expandWord`. */
const LITERAL_DOLLAR = '\u0001';

export interface ShellWord {
  /** The word with quotes removed; `$NAME` kept for `expandWord`. */
  raw: string;
  /** Offset of the word's first character in the block. */
  start: number;
  /** Offset in the block of each character of `raw` (so an error inside a quoted body maps to its line). */
  offsets: number[];
}

export interface ShellCommand {
  words: ShellWord[];
  /** 0-based line in the block where the command starts. */
  line: number;
  /** Text fed on stdin by a heredoc (`<<'EOF'`), with the block offset of its first character. */
  heredoc?: {body: string; start: number};
}

const SEPARATORS = ['&&', '||', ';', '|', '&'];
const REDIRECTS = /^(\d?>>?|\d?>&\d|<|&>)$/;

/** Splits a shell sample into commands. Unsupported syntax (subshells, functions) is read as words. */
export function parseShell(code: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: ShellWord[] = [];
  let commandLine = 0;
  let pendingHeredoc: {delimiter: string; command: ShellCommand | null} | null = null;
  let index = 0;
  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length - 1;

  const endCommand = () => {
    // A redirection target is not an argument: drop `> file` pairs.
    const kept: ShellWord[] = [];
    for (let i = 0; i < words.length; i++) {
      if (REDIRECTS.test(words[i].raw)) {
        i++;
        continue;
      }
      kept.push(words[i]);
    }
    if (kept.length > 0) {
      const command: ShellCommand = {words: kept, line: commandLine};
      commands.push(command);
      if (pendingHeredoc && !pendingHeredoc.command) pendingHeredoc.command = command;
    }
    words = [];
  };

  while (index < code.length) {
    const char = code[index];
    if (char === '\\' && code[index + 1] === '\n') {
      index += 2;
      continue;
    }
    if (char === '\n') {
      endCommand();
      index++;
      if (pendingHeredoc) {
        // The heredoc body runs from the next line to the delimiter line.
        const bodyStart = index;
        const lines: string[] = [];
        while (index < code.length) {
          const end = code.indexOf('\n', index);
          const line = code.slice(index, end === -1 ? code.length : end);
          index = end === -1 ? code.length : end + 1;
          if (line.trim() === pendingHeredoc.delimiter) break;
          lines.push(line);
        }
        if (pendingHeredoc.command)
          pendingHeredoc.command.heredoc = {body: lines.join('\n'), start: bodyStart};
        pendingHeredoc = null;
      }
      continue;
    }
    if (char === ' ' || char === '\t') {
      index++;
      continue;
    }
    if (char === '#') {
      while (index < code.length && code[index] !== '\n') index++;
      continue;
    }
    const separator = SEPARATORS.find((sep) => code.startsWith(sep, index));
    if (separator) {
      endCommand();
      commandLine = lineAt(index);
      index += separator.length;
      continue;
    }
    const heredoc = /^<<-?\s*(['"]?)([A-Za-z_]\w*)\1/.exec(code.slice(index));
    if (heredoc) {
      pendingHeredoc = {delimiter: heredoc[2], command: null};
      index += heredoc[0].length;
      continue;
    }
    if (words.length === 0) commandLine = lineAt(index);
    const word = readWord(code, index);
    words.push(word.word);
    index = word.end;
  }
  endCommand();
  return commands;
}

function readWord(code: string, start: number): {word: ShellWord; end: number} {
  let raw = '';
  const offsets: number[] = [];
  let index = start;
  const push = (text: string, offset: number) => {
    raw += text;
    for (let i = 0; i < text.length; i++) offsets.push(offset);
  };
  while (index < code.length) {
    const char = code[index];
    if (/\s/.test(char) || ';|&'.includes(char)) break;
    if (char === '\\' && code[index + 1] === '\n') {
      index += 2;
      continue;
    }
    if (char === '\\') {
      push(code[index + 1] ?? '', index + 1);
      index += 2;
      continue;
    }
    if (char === "'") {
      const close = code.indexOf("'", index + 1);
      const end = close === -1 ? code.length : close;
      for (let i = index + 1; i < end; i++) push(code[i] === '$' ? LITERAL_DOLLAR : code[i], i);
      index = end + 1;
      continue;
    }
    if (char === '"') {
      index++;
      while (index < code.length && code[index] !== '"') {
        if (code[index] === '\\' && '"\\$`\n'.includes(code[index + 1] ?? '')) {
          if (code[index + 1] !== '\n') push(code[index + 1], index + 1);
          index += 2;
          continue;
        }
        push(code[index], index);
        index++;
      }
      index++;
      continue;
    }
    push(char, index);
    index++;
  }
  return {word: {raw, start, offsets}, end: index};
}

/** The word's value with `$NAME` / `${NAME}` taken from `env`; unknown variables stay as written. */
export function expandWord(raw: string, env: ReadonlyMap<string, string>): string {
  return raw
    .replace(/\$\{(\w+)\}|\$(\w+)/g, (match, braced?: string, bare?: string) => {
      const value = env.get((braced ?? bare)!);
      return value ?? match;
    })
    .replaceAll(LITERAL_DOLLAR, '$');
}

/** Variables a page sets for later commands: `export NAME=value` and `NAME=value` on a line of their own. */
export function collectAssignments(command: ShellCommand, env: Map<string, string>): void {
  const words = command.words[0]?.raw === 'export' ? command.words.slice(1) : command.words;
  if (words.length === 0 || !words.every((word) => /^[A-Za-z_]\w*=/.test(word.raw))) return;
  for (const word of words) {
    const at = word.raw.indexOf('=');
    env.set(word.raw.slice(0, at), expandWord(word.raw.slice(at + 1), env));
  }
}

/** Shell languages whose blocks are read as commands. */
export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

export interface CurlRequest {
  method: string;
  /** Method given with -X (a create call without body is then still a POST). */
  url: string;
  headers: Map<string, string>;
  /** Request body as sent, with the block offset of each character. */
  body?: {text: string; offsetOf: (index: number) => number};
  /** The body comes from a file (`-d @file`): its content is not on the page. */
  bodyFromFile?: string;
  /** 0-based line in the block. */
  line: number;
}

/** curl's options that carry the request body. */
const CURL_DATA = new Set([
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-ascii',
  '--json',
]);
/** curl's options that take a value (the next word), the body options included. */
const CURL_OPTIONS_WITH_VALUE = new Set([
  ...CURL_DATA,
  '-X',
  '--request',
  '-H',
  '--header',
  '-u',
  '--user',
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '--url',
  '-F',
  '--form',
  '-m',
  '--max-time',
  '--connect-timeout',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '--retry',
  '-T',
  '--upload-file',
  '--cacert',
  '--cert',
  '--key',
  '-x',
  '--proxy',
  '--data-urlencode',
]);

/** The HTTP request a `curl` command sends, or null if the command is not curl. */
export function readCurl(
  command: ShellCommand,
  env: ReadonlyMap<string, string>,
): CurlRequest | null {
  const [program, ...args] = command.words;
  if (program?.raw !== 'curl') return null;
  let method: string | undefined;
  let url: string | undefined;
  const headers = new Map<string, string>();
  let body: CurlRequest['body'];
  let bodyFromFile: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    // `-XPOST` and `--request=POST` forms.
    const inline = /^(-X|-H|-d)(.+)$/.exec(word.raw) ?? /^(--[\w-]+)=(.*)$/.exec(word.raw);
    const option = inline ? inline[1] : word.raw;
    if (!option.startsWith('-') || !CURL_OPTIONS_WITH_VALUE.has(option)) {
      if (!word.raw.startsWith('-') && url === undefined) url = expandWord(word.raw, env);
      continue;
    }
    const valueWord: ShellWord | undefined = inline
      ? {
          raw: inline[2],
          start: word.start,
          offsets: word.offsets.slice(inline[1].length + (inline[0].includes('=') ? 1 : 0)),
        }
      : args[++i];
    if (!valueWord) break;
    const value = expandWord(valueWord.raw, env);
    if (option === '-X' || option === '--request') method = value.toUpperCase();
    else if (option === '-H' || option === '--header') {
      const colon = value.indexOf(':');
      if (colon > 0)
        headers.set(value.slice(0, colon).trim().toLowerCase(), value.slice(colon + 1).trim());
    } else if (option === '--url') url = value;
    else if (CURL_DATA.has(option)) {
      if (option === '--json') {
        headers.set('content-type', 'application/json');
      }
      if (value === '@-' && command.heredoc) {
        const {body: text, start} = command.heredoc;
        body = {text, offsetOf: (index) => start + index};
      } else if (value.startsWith('@')) {
        bodyFromFile = value.slice(1);
      } else {
        const offsets = valueWord.offsets;
        body = {
          text: value,
          offsetOf: (index) => offsets[Math.min(index, offsets.length - 1)] ?? valueWord.start,
        };
      }
    }
  }
  if (url === undefined) return null;
  return {
    method: method ?? (body || bodyFromFile ? 'POST' : 'GET'),
    url,
    headers,
    body,
    bodyFromFile,
    line: command.line,
  };
}

/** 0-based line of a block offset. */
export function lineOfOffset(code: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < code.length; i++) if (code[i] === '\n') line++;
  return line;
}
