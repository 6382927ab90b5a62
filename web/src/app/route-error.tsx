import { useEffect } from 'react';
import { RotateCw, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * A screen's code chunk that could not be fetched (Chromium, Firefox and Safari word it differently): what a user
 * meets when the server stops or the connection drops before a screen not yet opened is loaded.
 */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(error.message);
}

const MESSAGES = {
  code: { title: 'This page could not be loaded', text: 'Playbook could not reach the server to load this page. Check your connection, then reload.' },
  render: { title: 'Something went wrong', text: 'This page hit an unexpected problem. Reloading usually fixes it.' },
};

/** The error boundary's face: a render or code-loading failure gets a friendly card, not a blank page. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Screen failed to render', error);
  }, [error]);
  // A lost connection is not "an unexpected problem" of the page: say what happened.
  const message = isCodeLoadFailure(error) ? MESSAGES.code : MESSAGES.render;

  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <TriangleExclamationPoint className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-xl font-semibold tracking-tight">{message.title}</h1>
          <p className="text-sm text-muted-foreground">{message.text}</p>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
