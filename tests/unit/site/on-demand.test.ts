/**
 * When the API pages' request explorer loads without a reader asking: after the load event, at an
 * idle moment, once (src/lib/on-demand.ts).
 */
import {describe, expect, it, vi} from 'vitest';
import {IDLE_TIMEOUT_MS, whenIdleAfterLoad} from '../../../src/lib/on-demand';

function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: {callback: () => void; timeout?: number}[] = [];
  const target = {
    document: {readyState},
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: idle
      ? (callback: () => void, options?: {timeout?: number}) =>
          idleCallbacks.push({callback, timeout: options?.timeout})
      : undefined,
    cancelIdleCallback: vi.fn(),
    setTimeout: vi.fn(() => 7),
    clearTimeout: vi.fn(),
  };
  return {target: target as unknown as Window, listeners, idleCallbacks, raw: target};
}

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const callback = vi.fn();
    const {target, listeners, idleCallbacks} = fakeWindow('interactive');
    whenIdleAfterLoad(callback, target);
    expect(idleCallbacks).toHaveLength(0);
    listeners.get('load')!();
    expect(idleCallbacks).toEqual([{callback, timeout: IDLE_TIMEOUT_MS}]);
    expect(callback).not.toHaveBeenCalled();
  });

  it('asks for the idle moment at once on a page that has loaded', () => {
    const {target, listeners, idleCallbacks} = fakeWindow('complete');
    whenIdleAfterLoad(vi.fn(), target);
    expect(listeners.size).toBe(0);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('cancels both the load wait and the idle wait', () => {
    const {target, listeners, raw} = fakeWindow('loading');
    const cancel = whenIdleAfterLoad(vi.fn(), target);
    listeners.get('load')!();
    cancel();
    expect(raw.cancelIdleCallback).toHaveBeenCalled();
    expect(listeners.has('load')).toBe(false);
  });

  it('falls back to a short timer without requestIdleCallback (Safari)', () => {
    const {target, raw} = fakeWindow('complete', false);
    const cancel = whenIdleAfterLoad(vi.fn(), target);
    expect(raw.setTimeout).toHaveBeenCalledOnce();
    cancel();
    expect(raw.clearTimeout).toHaveBeenCalledWith(7);
  });
});
