import { describe, expect, it } from 'vitest';
import { mapLimited } from '../../src/lib/limited';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapLimited', () => {
  it('returns the results in input order', async () => {
    const results = await mapLimited([30, 10, 20], 2, async (value) => {
      await new Promise((resolve) => setTimeout(resolve, value));
      return value * 2;
    });
    expect(results).toEqual([60, 20, 40]);
  });

  it('never runs more than `limit` tasks at once, and runs every item', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await mapLimited(Array.from({ length: 50 }, (_, i) => i), 4, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running--;
    });
    expect(most).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('copes with no items and rejects a limit below 1', async () => {
    expect(await mapLimited([], 3, async () => 1)).toEqual([]);
    await expect(mapLimited([1], 0, async () => 1)).rejects.toThrow(/positive integer/);
  });

  it('stops with the first error', async () => {
    await expect(
      mapLimited([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('page 2 failed');
        return item;
      }),
    ).rejects.toThrow('page 2 failed');
  });
});
