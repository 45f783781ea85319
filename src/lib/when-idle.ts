/** Runs `task` once the browser is idle (at most 2 s later), or after 200 ms where requestIdleCallback is missing (Safari). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
