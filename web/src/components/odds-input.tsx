import type { ComponentProps } from 'react';
import { ODDS_PLACEHOLDERS } from '@playbook/core';
import { Input } from '@/components/ui/input';
import { useOddsFormat } from '@/lib/display-settings';
import { ODDS_INPUT_MODE } from '@/lib/odds-format';

/**
 * A price input in the bettor's odds format (ADR 056): a text field (a phone's numeric keypad has no minus
 * sign, and a fraction needs '/') with the format's example as its placeholder unless given one.
 */
export function OddsInput(props: ComponentProps<typeof Input>) {
  const format = useOddsFormat();
  return <Input inputMode={ODDS_INPUT_MODE} autoComplete="off" placeholder={ODDS_PLACEHOLDERS[format]} {...props} />;
}
