// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardDemoSchema, familyMemberSchema, notificationSchema } from '../../../src/schemas/dashboard';

const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: toastError, success: vi.fn(), loading: vi.fn() }) }));

const load = (name: string) => yaml.load(readFileSync(`src/content/dashboard/${name}`, 'utf-8'));
const props = {
  members: (load('members.yaml') as unknown[]).map((m) => familyMemberSchema.parse(m)),
  notifications: (load('notifications.yaml') as unknown[]).map((n) => notificationSchema.parse(n)),
  demo: dashboardDemoSchema.parse((load('demo.yaml') as Record<string, unknown>).demo),
  basePath: '/dashboard',
};

/** A fresh copy of the island module, so its once-per-visit memory starts empty. */
async function freshIsland() {
  vi.resetModules();
  return (await import('../../../src/components/islands/DemoDashboard')).default;
}

describe('DemoDashboard simulated alert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastError.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('adds the phishing warning on top after 15 s, with a destructive toast, once', async () => {
    const DemoDashboard = await freshIsland();
    render(<DemoDashboard {...props} />);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByText('Phishing Email Blocked')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls[0][0]).toBe('New Security Alert');
    const first = document.querySelector('[data-notification-id]');
    expect(first?.getAttribute('data-notification-id')).toBe(String(props.notifications.length + 1));
    expect(first?.textContent).toContain('Phishing Email Blocked');

    // A remount in the same visit does not raise it again.
    cleanup();
    render(<DemoDashboard {...props} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('clears the timer when the island unmounts', async () => {
    const DemoDashboard = await freshIsland();
    const { unmount } = render(<DemoDashboard {...props} />);
    act(() => vi.advanceTimersByTime(10_000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toastError).not.toHaveBeenCalled();
  });
});
