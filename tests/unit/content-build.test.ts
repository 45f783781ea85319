/**
 * A content file that breaks its schema must stop the build with a message naming the
 * file and the field. This copies the project into a temporary folder, breaks one feature's
 * frontmatter there, and runs `astro sync` (the step of every build that validates content).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FEATURE = 'src/content/features/website-fraud-detection.mdx';
let dir: string;
let original: string;

/** Runs `astro sync` in the copy with the project's own Node (npm scripts put Node 24 first). */
function sync() {
  const result = spawnSync(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    cwd: dir,
    encoding: 'utf-8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Writes the feature file with one frontmatter line replaced (or removed, when `to` is null). */
function breakFeature(from: RegExp, to: string | null) {
  const broken = original.replace(from, to ?? '');
  expect(broken).not.toBe(original);
  writeFileSync(join(dir, FEATURE), broken);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinward-content-'));
  for (const entry of ['src', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  // Link each installed package rather than node_modules itself, so caches written
  // during the run (node_modules/.vite) stay in the copy and never touch the project.
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '.vite' || name === '.astro' || name === '.cache') continue;
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  original = readFileSync(join(root, FEATURE), 'utf-8');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('content validation at build time', { timeout: 180_000 }, () => {
  it('accepts the content as it is', () => {
    const { status, output } = sync();
    expect(output).not.toMatch(/does not match collection schema/);
    expect(status).toBe(0);
  });

  it('stops on an unknown icon, naming the file and the field', () => {
    breakFeature(/^icon: globe$/m, 'icon: not-an-icon');
    const { status, output } = sync();
    expect(status).not.toBe(0);
    expect(output).toContain('website-fraud-detection.mdx');
    expect(output).toMatch(/^\s*icon: Invalid option/m);
  });

  it('stops on a missing title, naming the file and the field', () => {
    breakFeature(/^title: Website Fraud Detection\n/m, null);
    const { status, output } = sync();
    expect(status).not.toBe(0);
    expect(output).toContain('website-fraud-detection.mdx');
    expect(output).toMatch(/^\s*title\W.*Required/m);
  });

  it("stops on a post's art icon that Lucide does not have, naming the file and the field", () => {
    const post = 'src/content/blog/family-safe-word.mdx';
    const text = readFileSync(join(root, post), 'utf-8');
    writeFileSync(join(dir, FEATURE), original);
    writeFileSync(join(dir, post), text.replace('icon: MessageCircleHeart', 'icon: PhoneCallz'));
    const { status, output } = sync();
    writeFileSync(join(dir, post), text);
    expect(status).not.toBe(0);
    expect(output).toContain('family-safe-word.mdx');
    expect(output).toMatch(/art\.icon.*"PhoneCallz" is not a Lucide icon/);
  });
});
