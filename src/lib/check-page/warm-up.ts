/**
 * Warms the checker up while the visitor is still pasting. Its own module, so the island imports this and not
 * the engine, which stays behind import().
 */
import type { Check } from './engine';
import { whenIdle } from '../when-idle';

/** Runs a task later. */
type Schedule = (task: () => void) => void;

/**
 * Checks each of `texts` (the page's examples) once, one per idle moment, and throws the answers away: the
 * engine's code is compiled by the time the visitor presses Check, whose first run would otherwise take several
 * times longer. One message a task, so the page never blocks for long; nothing is shown, stored or sent.
 */
export function warmUp(check: Check, texts: readonly string[], schedule: Schedule = whenIdle): void {
  const next = (index: number) => {
    if (index >= texts.length) return;
    schedule(() => {
      check(texts[index]!);
      next(index + 1);
    });
  };
  next(0);
}
