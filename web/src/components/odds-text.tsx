import { usePriceFormat } from '@/lib/odds-format';

/** One American price shown in the chosen odds format, where a formatter call cannot hold a hook (a table cell). */
export function OddsText({ odds }: { odds: number }) {
  const price = usePriceFormat();
  return <>{price(odds)}</>;
}
