import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** Stand-in for a product screen that a later issue builds; the route and layout are already real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card className="mx-auto mt-6 max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
        <Construction className="size-10 text-primary" aria-hidden="true" />
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{title} is coming in a later release</p>
      </CardContent>
    </Card>
  );
}
