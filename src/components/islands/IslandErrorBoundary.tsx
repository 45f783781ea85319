import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** An error that may carry an HTTP-like status, e.g. from a failed fetch. */
type StatusError = Error & { status?: number; statusText?: string };

interface BoundaryState {
  error: StatusError | null;
}

/**
 * The one error boundary every island renders inside (spec §8): a crash shows
 * "Unexpected Application Error" with the status and text or the message,
 * instead of the widget silently vanishing.
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Island error:', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const detail = error.status ? `${error.status} ${error.statusText ?? ''}`.trim() : error.message;
    return (
      <div role="alert" className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-text">
        <p className="font-bold">Unexpected Application Error</p>
        <p>{detail}</p>
      </div>
    );
  }
}

/** Wraps an island's root component in the shared error boundary. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>) {
  function Bounded(props: P) {
    return (
      <IslandErrorBoundary>
        <Inner {...props} />
      </IslandErrorBoundary>
    );
  }
  Bounded.displayName = `withErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Bounded;
}
