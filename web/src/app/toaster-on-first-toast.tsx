import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster's code (Radix's toast and its layers) loads with the first toast, not with the page (ADR 068); once
 * shown it stays mounted, so a closing toast still animates out.
 */
export function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Set while rendering (React's pattern for state derived from a change): no effect, no extra frame.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
