/** One failure of a content check, printed as `file:line  [check] message`. */
export interface Finding {
  file: string;
  line: number;
  check:
    | 'spelling'
    | 'markdown'
    | 'length'
    | 'typescript'
    | 'python'
    | 'data'
    | 'requests'
    | 'install'
    | 'run'
    | 'pins'
    | 'symptoms'
    | 'keys'
    | 'tables'
    | 'diagrams';
  message: string;
}

export function formatFinding({file, line, check, message}: Finding): string {
  return `${file}:${line}  [${check}] ${message}`;
}
