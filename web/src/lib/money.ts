const dollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50', '-$2.86': a dollar amount with cents, the sign before the dollar sign. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  const text = `$${dollars.format(Math.abs(amount))}`;
  return amount < 0 && text !== '$0.00' ? `-${text}` : text;
}

/** '+$4.46', '-$2.86', '$0.00': a profit with its sign. */
export function formatProfit(amount: number): string {
  return amount > 0 && formatMoney(amount) !== '$0.00' ? `+${formatMoney(amount)}` : formatMoney(amount);
}
