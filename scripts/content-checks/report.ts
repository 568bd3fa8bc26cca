/** One failure of a content check, printed as `file:line  [check] message`. */
export interface Finding {
  file: string;
  line: number;
  /** The check's name in scripts/content-checks/registry.ts (the command line sets it). */
  check: string;
  message: string;
}

export function formatFinding({file, line, check, message}: Finding): string {
  return `${file}:${line}  [${check}] ${message}`;
}
