/** A rendering bug shows a message and a way out, never a blank page. */
import { Component, type ReactNode } from 'react';

type Props = { readonly fallback: (error: Error, reset: () => void) => ReactNode; readonly children: ReactNode };
type State = { readonly error: Error | null };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
