/**
 * A post is one file: a post with no art of its own, built with the site, gets hero artwork
 * drawn from its topic. This builds a copy of the project (outside the repository, so the
 * fixture post never reaches the real site) with one such post added, and looks at its page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroArtFile, resolveArt } from '../../src/build/blog-art';
import { makeScaleCopy } from '../../scripts/bench/scale';

const root = resolve(import.meta.dirname, '../..');
let dir: string;

const FIXTURE = `---
title: A Fixture Post Without Art
excerpt: Written by the test, with no art and no image of its own.
author: dana-whitfield
date: 2020-01-01
category: online-privacy
tags: [fixture]
---

One paragraph is enough for a post.
`;

/** Runs an astro command in the copy with the project's own Node (npm scripts put Node 24 first). */
function astro(command: string) {
  const result = spawnSync(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), command], {
    cwd: dir,
    encoding: 'utf-8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 240_000,
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
}

beforeAll(() => {
  dir = makeScaleCopy(root, 0);
  writeFileSync(join(dir, 'src/content/blog/zz-fixture-without-art.mdx'), FIXTURE);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a post without art of its own', { timeout: 300_000 }, () => {
  it('gets its topic’s artwork as a sized, optimised hero image', () => {
    astro('build');
    const html = readFileSync(join(dir, 'dist/blog/zz-fixture-without-art/index.html'), 'utf-8');
    const hero = /<img [^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toMatch(/ width="1200" height="675"/);
    const src = /src="([^"]+)"/.exec(hero)?.[1] ?? '';
    expect(src).toMatch(/^\/_astro\/scan-eye-[0-9a-f]{16}\.[\w-]+\.webp$/);
    expect(existsSync(join(dir, 'dist', src))).toBe(true);
  });

  it('is drawn again when the art cache is gone but Astro still remembers the post', () => {
    const artDir = join(dir, 'node_modules/.cache/kinward-blog-art');
    const file = heroArtFile(resolveArt('online-privacy'), artDir);
    expect(existsSync(file)).toBe(true);
    rmSync(artDir, { recursive: true });
    astro('sync');
    expect(existsSync(file)).toBe(true);
  });
});
