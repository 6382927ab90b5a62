import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';

interface ErrorPanelProps {
  /** The screen's error text for the read that failed, verbatim from its docs/product page. */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The button's spoken name when several panels share a screen (e.g. one per line), so each is told apart. */
  retryLabel?: string;
}

/**
 * A failed read: the screen's error title (its docs/product page), what went wrong, and Try Again (docs/product/dashboard.md button). Screens show
 * it through ReadRegion, which shows loading while Try Again runs and keeps the keyboard focus.
 */
export function ErrorPanel({ title, error, onRetry, retryLabel }: ErrorPanelProps) {
  return (
    <Alert variant="destructive" role="alert" className="flex-col items-start sm:flex-row sm:items-center">
      <CircleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm break-words opacity-90">{describeError(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry} aria-label={retryLabel}>
        Try Again
      </Button>
    </Alert>
  );
}
