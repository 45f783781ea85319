/**
 * Warms the checker up before /check calls it ready. Its own module, so the island imports this and not the
 * engine, which stays behind import().
 */
import type { Check } from './engine';
import type { CheckExample } from '../../schemas/check-page';

/** What warming up reads of an example. */
type Sample = Pick<CheckExample, 'text' | 'sender'>;

/** Runs a task later. */
type Schedule = (task: () => void) => void;

/** The next task: the browser paints and takes input in between. */
const nextTask: Schedule = (task) => setTimeout(task, 0);

/**
 * How often each example is checked. The engine's first runs compile its code (and its patterns' first matches
 * run interpreted), so they take several times longer than later ones. In Chromium with the CPU throttled 4×, the
 * p95 of 31 checks of the bench's 1,000-character message (8 trials each) was 17–26 ms after one check of the
 * longest example, and 10–21 ms (median 13) after two rounds of all four examples, whose texts, links and senders
 * reach more of the engine; the first of those checks took 15–33 ms against 12–25.
 */
export const WARM_UP_ROUNDS = 2;

/**
 * Checks each of the page's `examples` with its sender, `WARM_UP_ROUNDS` times, each check in a task of its own
 * after the engine's (the page stays responsive between them), and throws the answers away; resolves with `check`
 * once that is done, so the visitor's own first Check is not the engine's first run. Nothing is shown, stored or
 * sent.
 */
export function warmUp(check: Check, examples: readonly Sample[], schedule: Schedule = nextTask): Promise<Check> {
  const samples = Array.from({ length: WARM_UP_ROUNDS }, () => examples).flat();
  return new Promise((resolve) => {
    const next = (index: number) =>
      schedule(() => {
        const sample = samples[index];
        if (!sample) return resolve(check);
        check(sample.text, sample.sender);
        next(index + 1);
      });
    next(0);
  });
}
