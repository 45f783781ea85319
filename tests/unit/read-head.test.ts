import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readHead } from '../../src/build/read-head';

const dir = mkdtempSync(join(tmpdir(), 'kinward-read-head-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (name: string, html: string) => {
  const path = join(dir, name);
  writeFileSync(path, html);
  return path;
};

describe('readHead', () => {
  it('stops at </head>, leaving the body unread', async () => {
    const head = '<!DOCTYPE html><html lang="en"><head><meta property="og:title" content="Café – “quotes”"></head>';
    expect(await readHead(page('short.html', `${head}<body><main>${'x'.repeat(100_000)}</main></body></html>`))).toBe(
      head,
    );
  });

  it('finds a </head> that straddles two 16 KiB reads', async () => {
    for (const at of [16 * 1024 - 3, 16 * 1024 - 7, 16 * 1024, 32 * 1024 - 2]) {
      const head = `<head>${'a'.repeat(at - 6)}</head>`;
      expect(await readHead(page(`straddle-${at}.html`, `${head}<body>after</body>`))).toBe(head);
    }
  });

  it('keeps a multi-byte character split across two reads whole', async () => {
    const head = `<head>${'a'.repeat(16 * 1024 - 7)}é“</head>`;
    expect(await readHead(page('multibyte.html', `${head}<body></body>`))).toBe(head);
  });

  it('returns the whole file when it has no </head>, and null when it is missing', async () => {
    expect(await readHead(page('no-head.html', '<p>redirect</p>'))).toBe('<p>redirect</p>');
    expect(await readHead(page('empty.html', ''))).toBe('');
    expect(await readHead(join(dir, 'missing.html'))).toBeNull();
  });
});
