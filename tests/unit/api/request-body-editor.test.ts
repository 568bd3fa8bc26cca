/**
 * The request explorer's body editor is react-live's, inside a LiveProvider that would transpile
 * and evaluate what the reader types as a preview the theme never shows. The site's CSP forbids
 * evaluating code (no 'unsafe-eval'), and a request body is data: react-live as installed
 * (patches/README.md, "no-code-evaluation") never turns it into code.
 */
import {describe, expect, it} from 'vitest';

interface ReactLive {
  generateElement: (
    input: {code: string; scope?: Record<string, unknown>},
    errorCallback: (error: Error) => void,
  ) => unknown;
}

describe('the request body editor', () => {
  it('never transpiles or runs what the reader types', async () => {
    const {generateElement} = (await import('react-live')) as unknown as ReactLive;
    const ran = {value: false};
    const body = '(() => { ran.value = true; return null })()';
    expect(() => generateElement({code: body, scope: {ran}}, () => {})).toThrow(
      'not transpiled or run',
    );
    expect(ran.value).toBe(false);
  });
});
