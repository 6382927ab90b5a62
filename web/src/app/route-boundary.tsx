import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from './route-error';

interface CatcherProps {
  /** The page's path: a move to another page clears the error, as a data router's error element did. */
  resetKey: string;
  children: ReactNode;
}

interface CatcherState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/**
 * React's error boundary (a class: React has no hook for it). The declarative router has no error elements
 * (ADR 068), so the routes nest this where they had one.
 */
class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}

/** The nested routes' pages, or the friendly error card when one fails to load or render. */
export function RouteBoundary({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher resetKey={pathname}>{children ?? <Outlet />}</ErrorCatcher>;
}
