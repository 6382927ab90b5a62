import { Link } from 'react-router';
import { FileQuestionMark, House } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** docs/product/accounts-and-admin.md 404 card; inside the signed-in frame for a signed-in user, on its own otherwise. */
export function NotFoundCard() {
  return (
    <div className="grid place-items-center py-10">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <FileQuestionMark className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight">Page Not Found</h1>
          <p className="text-sm text-muted-foreground">The page you are looking for does not exist or has moved.</p>
          <Button asChild>
            <Link to="/">
              <House aria-hidden="true" />
              Go to Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** docs/product/accounts-and-admin.md: any other path gets a public 404 card. */
export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <NotFoundCard />
    </main>
  );
}
