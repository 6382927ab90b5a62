import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The predictor screens' way back to the dashboard ('Back to Rankings', 'Back to Dashboard'). */
export function BackLink({ label }: { label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
