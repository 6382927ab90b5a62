import { useRef, useState, type ReactNode } from 'react';
import { ErrorPanel } from '@/components/error-panel';
import { cn } from '@/lib/utils';

/** The part of a TanStack query a read region needs (a UseQueryResult fits). */
export interface RegionRead<T> {
  /** Undefined until the first answer (a pending or disabled query): the loading state. */
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A failed read being asked again: a TanStack query keeps its error status until the new answer arrives, so a
 * region that showed the error would keep showing it while Try Again runs. It shows its loading state instead.
 */
export function isRetrying(read: { isError: boolean; isFetching: boolean }): boolean {
  return read.isError && read.isFetching;
}

interface ReadRegionProps<T> {
  read: RegionRead<T>;
  /** The region's spoken name: what a keyboard or screen-reader user lands on after Try Again. */
  label: string;
  /** The loading state (a Spinner's role="status" announces it), on the first load and again while Try Again asks again. */
  loading: ReactNode;
  /** The screen's error title for this read, verbatim from its docs/product page. */
  errorTitle: string;
  /** Try Again's spoken name when several regions share a screen (e.g. one per line), so each is told apart. */
  retryLabel?: string;
  /** What Try Again does when it must ask more than this read again; by default the read is refetched. */
  onRetry?: () => void;
  /** Keep showing the data a later refetch failed to renew (the error then shows only when there is no data). */
  keepDataOnError?: boolean;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A screen's part that shows one read: its loading state, the error with Try Again (ErrorPanel), or the data.
 * Try Again swaps its button for the loading state, so focus would fall back to <body> and a keyboard or
 * screen-reader user would be lost: the region (focusable by script only, named) takes the focus first and keeps
 * it, as it stays in place through loading, a second failure (ErrorPanel's role="alert" says so; Tab reaches
 * Try Again again) or the data. The region never takes focus on its own, only when Try Again is pressed. When
 * the data arrives after Try Again, a polite status says so: content appearing in a focused group is not read out.
 */
export function ReadRegion<T>(props: ReadRegionProps<T>) {
  const { read, label, loading, errorTitle, retryLabel, onRetry, keepDataOnError = false, className, children } = props;
  const region = useRef<HTMLDivElement>(null);
  const [retried, setRetried] = useState(false);
  const retry = () => {
    region.current?.focus();
    setRetried(true);
    if (onRetry) onRetry();
    else void read.refetch();
  };
  // The error (or, while Try Again runs, the loading state) replaces the data unless the screen keeps it.
  const errorShows = read.isError && !(keepDataOnError && read.data !== undefined);
  let body: ReactNode;
  if (errorShows) body = isRetrying(read) ? loading : <ErrorPanel title={errorTitle} error={read.error} onRetry={retry} retryLabel={retryLabel} />;
  else
    body =
      read.data === undefined ? (
        loading
      ) : (
        <>
          {retried && (
            <p role="status" className="sr-only">
              {label} loaded
            </p>
          )}
          {children(read.data)}
        </>
      );
  return (
    <div
      ref={region}
      role="group"
      aria-label={label}
      tabIndex={-1}
      className={cn('rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background', className)}
    >
      {body}
    </div>
  );
}
