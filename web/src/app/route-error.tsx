import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** The error boundary's face: a render or code-loading failure gets a friendly card, not a blank page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Screen failed to render', error);
  }, [error]);

  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <TriangleExclamationPoint className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
          <p className="text-sm text-muted-foreground">
            This page hit an unexpected problem. Reloading usually fixes it.
          </p>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
