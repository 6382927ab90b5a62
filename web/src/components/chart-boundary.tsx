import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** What the chart is, for the line that replaces it and the log: 'distribution chart'. */
  name: string;
  children: ReactNode;
}

/** A chart is extra: if its chunk fails to load or it throws, a line replaces it and the results around it stay. */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${this.props.name} failed`, error);
  }

  override render(): ReactNode {
    if (this.state.failed) return <p className="text-xs text-muted-foreground">The {this.props.name} could not be shown.</p>;
    return this.props.children;
  }
}

/** Where a lazily loaded chart will be, while its chunk loads. */
export function ChartPlaceholder() {
  return <div className="h-[180px] animate-pulse rounded-md bg-muted" aria-hidden="true" />;
}

/**
 * A chart component fetched only when first drawn (Recharts is a large chunk), behind the boundary and with
 * the placeholder while it loads.
 */
export function lazyChart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  return function LazyChart(props: P) {
    return (
      <ChartBoundary name={name}>
        <Suspense fallback={<ChartPlaceholder />}>
          <Chart {...props} />
        </Suspense>
      </ChartBoundary>
    );
  };
}
