import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SectionUnavailable } from '../chrome/section-unavailable.tsx';
import { theme } from '../theme.ts';

// single-spa-react gives it the parcel's props.
type Props = { children?: ReactNode; name?: string; onFault?: ((error: Error) => void) | undefined };
type State = { error: Error | null };

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'remote'}] render failed`, error, info.componentStack);
    // In the shell, whose Retry loads the remote afresh: its code may be a build since replaced.
    this.props.onFault?.(error);
  }

  render() {
    if (this.state.error) {
      // Outside the remote's own providers, so it brings its theme.
      return (
        <ThemeProvider theme={theme}>
          <SectionUnavailable onRetry={() => this.setState({ error: null })} />
        </ThemeProvider>
      );
    }
    return this.props.children;
  }
}
