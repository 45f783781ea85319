import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { RedFlag } from '../../../src/schemas/checker';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs `checker --jsonl` (the script behind `npm run --silent checker -- --jsonl`) on `input`. */
function run(input: string, args = ['--jsonl']) {
  const result = spawnSync(process.execPath, ['scripts/checker/cli.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf-8',
  });
  return {
    ...result,
    lines: result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  };
}

describe('checker --jsonl', () => {
  it('answers each line, in order, exactly in the documented shape', () => {
    const input = [
      JSON.stringify({
        text: 'Buy 3 Apple gift cards now and send me the codes, keep it between us',
        sender: '+1 202 555 0143',
      }),
      JSON.stringify({ text: 'Lunch tomorrow?' }),
    ].join('\n');
    const { status, lines } = run(`${input}\n`);
    expect(status).toBe(0);
    expect(lines).toHaveLength(2);
    const [scam, chat] = lines;
    expect(Object.keys(scam)).toEqual(['verdict', 'score', 'flags']);
    expect(scam.verdict).toBe('red-flags');
    expect(scam.score).toBeGreaterThan(0.5);
    expect(Object.keys(scam.flags[0])).toEqual(['id', 'reason', 'start', 'end']);
    expect(scam.flags.map((flag: { id: string }) => flag.id)).toEqual(
      expect.arrayContaining(['payment-method', 'code-request', 'secrecy']),
    );
    expect(chat).toEqual({ verdict: 'no-red-flags', score: chat.score, flags: [] });
  });

  it('gives each flag a reason: what it found in this message, or else the red flag’s title', () => {
    const titles = Object.fromEntries(
      (yaml.load(readFileSync(`${root}src/content/checker/red-flags.yaml`, 'utf-8')) as RedFlag[]).map((flag) => [
        flag.id,
        flag.title,
      ]),
    );
    const [answer] = run(
      `${JSON.stringify({ text: 'Keep it between us and pay at paypal.com.secure-check.example' })}\n`,
    ).lines;
    const reasons = Object.fromEntries(
      answer.flags.map((flag: { id: string; reason: string }) => [flag.id, flag.reason]),
    );
    expect(reasons.secrecy).toBe(titles.secrecy);
    expect(reasons['link-brand-elsewhere']).toContain('secure-check.example');
  });

  it('answers bad lines with an error and goes on', () => {
    const { status, lines } = run(
      ['not json', '{"sender": "x"}', '[1]', '{"text": 5}', '', '{"text": "ok"}'].join('\n'),
    );
    expect(status).toBe(0);
    expect(lines).toHaveLength(6);
    for (const line of lines.slice(0, 5)) expect(typeof line.error).toBe('string');
    expect(lines[5].verdict).toBeDefined();
  });

  it('handles ten thousand lines in one process', () => {
    const input = Array.from({ length: 10_000 }, (_, i) =>
      JSON.stringify({ text: `Message ${i}: your parcel is waiting, pay at parcel-${i}.example` }),
    ).join('\n');
    const { status, lines } = run(input);
    expect(status).toBe(0);
    expect(lines).toHaveLength(10_000);
  }, 60_000);

  it('explains its usage without --jsonl', () => {
    const { status, stderr } = run('', []);
    expect(status).toBe(2);
    expect(stderr).toContain('--jsonl');
  });
});
