/**
 * npm run --silent checker -- --jsonl
 * Reads JSON Lines on standard input, one {"text": "...", "sender": "..."} a line (sender optional), and
 * prints one line per input, in order: {"verdict", "score", "flags": [{"id", "reason", "start", "end"}]}. A flag's reason
 * is what the checker found in this message (where a link really goes: explain.ts), or else the red flag's title.
 * A line that is not JSON, or has no text, gets {"error": "..."} and the run goes on.
 */
import { createInterface } from 'node:readline';
import { explain } from '../../src/lib/checker/explain.ts';
import { createChecker } from '../../src/lib/checker/index.ts';
import { checkerData, redFlagTitles } from './data.ts';

if (!process.argv.includes('--jsonl')) {
  process.stderr.write('usage: npm run --silent checker -- --jsonl < messages.jsonl\n');
  process.exit(2);
}

const check = createChecker(checkerData());
const titles = redFlagTitles();

/** The output line for one input line. */
export function answer(line: string): string {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return JSON.stringify({ error: 'not a JSON line' });
  }
  if (typeof input !== 'object' || input === null || typeof (input as { text?: unknown }).text !== 'string') {
    return JSON.stringify({ error: 'expected an object with a "text" string' });
  }
  const { text, sender } = input as { text: string; sender?: unknown };
  if (sender !== undefined && sender !== null && typeof sender !== 'string') {
    return JSON.stringify({ error: '"sender", when given, must be a string' });
  }
  const result = check(text, sender ?? undefined);
  return JSON.stringify({
    verdict: result.verdict,
    score: Number(result.score.toFixed(4)),
    flags: result.flags.map((flag) => ({
      id: flag.id,
      reason: explain(flag, titles[flag.id]),
      start: flag.start,
      end: flag.end,
    })),
  });
}

// Answers are written in batches: one write per line would dominate the time of a 10,000-line run.
let batch: string[] = [];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  batch.push(answer(line));
  if (batch.length >= 500) {
    process.stdout.write(`${batch.join('\n')}\n`);
    batch = [];
  }
}
if (batch.length) process.stdout.write(`${batch.join('\n')}\n`);
