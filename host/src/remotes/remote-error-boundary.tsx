import type { Area } from '@rihla/shared/routes/route-table';
import { Component, type ReactNode } from 'react';
import { AreaErrorView } from './area-error-view';
import { isLoadFailure } from './is-load-failure';
import { reloadOnce } from './reload-guard';
import { RemoteSkeleton } from './remote-skeleton';

interface Props {
  /** The page shown: a new page clears the error caught for the last one. */
  page: string;
  area: Area;
  path: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** Set once the reload guard decided; until then a load failure shows the skeleton. */
  reloading: boolean | null;
  /** The page the error was caught on. */
  page: string;
}

/**
 * Catches what a remote throws. A load failure reloads the page once per path (10 s guard);
 * a second one, or any other error, shows the area's error view while the rest keeps working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: null, page: this.props.page };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, reloading: null };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.page === state.page) return null;
    return { error: null, reloading: null, page: props.page };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ reloading: isLoadFailure(error) ? reloadOnce(this.props.path) : false });
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading !== false) return <RemoteSkeleton />;
    return <AreaErrorView area={this.props.area} error={error} onRetry={this.props.onRetry} />;
  }
}
