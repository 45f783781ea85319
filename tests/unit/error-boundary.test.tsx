// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandErrorBoundary, withErrorBoundary } from '../../src/components/islands/IslandErrorBoundary';

function Boom({ error }: { error: Error }): never {
  throw error;
}

describe('IslandErrorBoundary', () => {
  afterEach(cleanup);

  it('shows Unexpected Application Error with the message instead of vanishing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IslandErrorBoundary>
        <Boom error={new Error('Member list failed to load')} />
      </IslandErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unexpected Application Error');
    expect(screen.getByRole('alert').textContent).toContain('Member list failed to load');
  });

  it('shows the status and text when the error carries them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('ignored'), { status: 404, statusText: 'Not Found' });
    render(
      <IslandErrorBoundary>
        <Boom error={error} />
      </IslandErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('404 Not Found');
  });

  it('renders children untouched when nothing throws, also through withErrorBoundary', () => {
    const Hello = withErrorBoundary(({ name }: { name: string }) => <p>Hello {name}</p>);
    render(<Hello name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
