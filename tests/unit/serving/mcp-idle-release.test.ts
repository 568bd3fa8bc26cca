/**
 * The docs MCP server hands pooled memory back once a burst is over (mcp/idle-release.ts): one
 * collection of V8's memory-reducing kind after the server has had no request in flight for the
 * idle period, never while a request runs, and not again until more requests were served.
 */
import {describe, expect, it, vi} from 'vitest';
import {IdleRelease, memoryRelease, type IdleReleaseTimers} from '../../../mcp/idle-release';

/** Timers the test moves by hand. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, {at: number; run: () => void}>();
  let next = 0;
  const timers: IdleReleaseTimers = {
    set: (run, ms) => {
      next += 1;
      pending.set(next, {at: now + ms, run});
      return next;
    },
    clear: (handle) => pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, {at, run}] of [...pending]) {
      if (at <= now) {
        pending.delete(handle);
        run();
      }
    }
  };
  return {timers, advance};
}

describe('IdleRelease', () => {
  it('releases once, the idle period after the last request ended', () => {
    const {timers, advance} = manualTimers();
    const release = vi.fn();
    const idle = new IdleRelease(release, 1_000, timers);
    idle.begin();
    idle.end();
    advance(999);
    expect(release).not.toHaveBeenCalled();
    advance(1);
    expect(release).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('waits while any request is in flight', () => {
    const {timers, advance} = manualTimers();
    const release = vi.fn();
    const idle = new IdleRelease(release, 1_000, timers);
    idle.begin();
    idle.begin();
    idle.end();
    advance(5_000);
    expect(release).not.toHaveBeenCalled();
    idle.end();
    advance(1_000);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('starts the idle period again when a request comes before it is over', () => {
    const {timers, advance} = manualTimers();
    const release = vi.fn();
    const idle = new IdleRelease(release, 1_000, timers);
    idle.begin();
    idle.end();
    advance(800);
    idle.begin();
    advance(500);
    expect(release).not.toHaveBeenCalled();
    idle.end();
    advance(800);
    expect(release).not.toHaveBeenCalled();
    advance(200);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('releases again only after more requests were served', () => {
    const {timers, advance} = manualTimers();
    const release = vi.fn();
    const idle = new IdleRelease(release, 1_000, timers);
    advance(10_000);
    expect(release).not.toHaveBeenCalled();
    idle.begin();
    idle.end();
    advance(1_000);
    idle.begin();
    idle.end();
    advance(1_000);
    expect(release).toHaveBeenCalledTimes(2);
  });
});

describe('memoryRelease', () => {
  it('is off when node exposes no gc', () => {
    expect(memoryRelease({})).toBeNull();
    expect(memoryRelease({gc: 'not a function'})).toBeNull();
  });

  it("asks V8 for a full, memory-reducing collection (its 'last resort' flavour)", () => {
    const gc = vi.fn();
    memoryRelease({gc})!();
    expect(gc).toHaveBeenCalledWith({type: 'major', execution: 'sync', flavor: 'last-resort'});
  });
});
