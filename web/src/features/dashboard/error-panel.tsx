import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';

/** A failed read: the spec's page error title, what went wrong, and Try Again. */
export function ErrorPanel({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="flex-col items-start sm:flex-row sm:items-center">
      <CircleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm break-words opacity-90">{describeError(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
