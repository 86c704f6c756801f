import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable.tsx';

interface Props {
  remote: string;
  children: ReactNode;
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
    return this.state.failed ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}
