import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOncePerVisit, scheduleSimulatedAlert } from '../../../src/lib/dashboard/alert-timer';

describe('scheduleSimulatedAlert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once, 15 seconds after it starts', () => {
    const onAlert = vi.fn();
    scheduleSimulatedAlert(onAlert);
    vi.advanceTimersByTime(14_999);
    expect(onAlert).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAlert).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onAlert).toHaveBeenCalledTimes(1);
  });

  it('counts from the page opening: after 12 s open it waits 3 s more, and a due alert fires at once', () => {
    const late = vi.fn();
    scheduleSimulatedAlert(late, { openForMs: 12_000 });
    vi.advanceTimersByTime(2_999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    const overdue = vi.fn();
    scheduleSimulatedAlert(overdue, { openForMs: 20_000 });
    vi.advanceTimersByTime(0);
    expect(overdue).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled (the island unmounted)', () => {
    const onAlert = vi.fn();
    const cancel = scheduleSimulatedAlert(onAlert);
    vi.advanceTimersByTime(10_000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(onAlert).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    cancel();
  });

  it('takes another delay and injected timers', () => {
    const onAlert = vi.fn();
    const timers = { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() };
    const cancel = scheduleSimulatedAlert(onAlert, { delayMs: 500, timers });
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 500);
    cancel();
    expect(timers.clearTimeout).toHaveBeenCalledWith(7);
  });

  it('cancelling after it fired is harmless', () => {
    const onAlert = vi.fn();
    const cancel = scheduleSimulatedAlert(onAlert, { delayMs: 100 });
    vi.advanceTimersByTime(100);
    cancel();
    expect(onAlert).toHaveBeenCalledTimes(1);
  });
});

describe('createOncePerVisit', () => {
  it('remembers that the alert was shown', () => {
    const once = createOncePerVisit();
    expect(once.done).toBe(false);
    once.markDone();
    expect(once.done).toBe(true);
  });
});
