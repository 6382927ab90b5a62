import { cn } from '@/lib/utils';

function logLoadFailure(): void {
  // docs/product/header-and-leagues.md: a logo that fails to load is only logged.
  console.error('Playbook logo failed to load: /logo.svg');
}

/** The brand mark; decorative (alt="") because the product name is always written next to it. */
export function Logo({ className }: { className?: string }) {
  return (
    <img src="/logo.svg" alt="" width={36} height={36} className={cn('size-9 shrink-0', className)} onError={logLoadFailure} />
  );
}
