import {describe, expect, it, vi} from 'vitest';
import {loadOnce} from '../../../src/lib/loadOnce';

// On-demand modules (code highlighter, API Markdown): loaded once for every caller, known to a
// first render once loaded, and tried again after a failed load (a reader who was offline).
describe('loadOnce', () => {
  it('starts one load for every caller and knows the value once it has loaded', async () => {
    const start = vi.fn(() => Promise.resolve('module'));
    const module = loadOnce(start);
    expect(module.loaded()).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(await module.load()).toBe('module');
    expect(start).toHaveBeenCalledTimes(1);
    expect(module.loaded()).toBe('module');
  });

  it('tries again after a failed load, and knows nothing until one succeeds', async () => {
    const start = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const module = loadOnce(start);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeNull();
    expect(await module.load()).toBe('module');
    expect(start).toHaveBeenCalledTimes(2);
  });
});
