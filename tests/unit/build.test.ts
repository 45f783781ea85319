import { describe, expect, it } from 'vitest';
import { astroProcess } from '../../scripts/build';

describe("astroProcess (npm run build's astro step)", () => {
  it('caps the V8 heap and has mimalloc return freed memory at once', () => {
    const { nodeArgs, env } = astroProcess({ PATH: '/usr/bin' });
    expect(nodeArgs).toEqual(['--max-old-space-size=1536']);
    expect(env).toEqual({ PATH: '/usr/bin', MIMALLOC_PURGE_DELAY: '0' });
  });
  it('leaves either setting alone when the environment already sets it', () => {
    const { nodeArgs, env } = astroProcess({ NODE_OPTIONS: '--max-old-space-size=4096', MIMALLOC_PURGE_DELAY: '10' });
    expect(nodeArgs).toEqual([]);
    expect(env.MIMALLOC_PURGE_DELAY).toBe('10');
  });
});
