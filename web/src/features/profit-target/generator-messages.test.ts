import { describe, expect, it } from 'vitest';
import { budgetExceededToast, calculationFailedToast, calculationFailureMessage } from './generator-messages';

describe("'Connection/Calculation Failed' mapping (docs/product/profit-target.md)", () => {
  it('maps 500, timeouts, connection failures and anything else', () => {
    expect(calculationFailureMessage('500: {"error":{"code":"INTERNAL_ERROR"}}')).toMatch(/^Server overloaded during calculation/);
    expect(calculationFailureMessage('504: {"error":{"code":"SEARCH_TIMEOUT","message":"The search took longer than 10 s"}}')).toMatch(
      /^Analysis timed out due to large dataset/,
    );
    expect(calculationFailureMessage('read ECONNRESET')).toMatch(/^Analysis timed out/);
    expect(calculationFailureMessage('Failed to fetch')).toBe('Connection failed. Please check your internet connection and try again.');
    expect(calculationFailureMessage('400: bad')).toBe('Failed to calculate parlays. Please try again.');
    expect(calculationFailedToast('x')).toMatchObject({ title: 'Connection/Calculation Failed', variant: 'destructive' });
  });

  it("words 'Budget Exceeded' as docs/product/profit-target.md does", () => {
    expect(budgetExceededToast('$612.40', '$500.00')).toEqual({
      title: 'Budget Exceeded',
      description: 'This strategy requires $612.40 but your tolerance is $500.00',
      variant: 'destructive',
    });
  });
});
