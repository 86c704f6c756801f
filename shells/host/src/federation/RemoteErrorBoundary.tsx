import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

interface Props {
  remote: string;
  children: ReactNode;
  /** Shown instead of the full fallback screen (a widget's small one). */
  fallback?: ReactNode;
}

/** Layer three: a remote that throws while rendering is contained here, not in the whole shell. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[federation] remote ${this.props.remote} crashed`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <RemoteUnavailable remote={this.props.remote} />;
  }
}
