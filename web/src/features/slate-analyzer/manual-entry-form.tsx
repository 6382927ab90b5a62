import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { SLATE_LINE_STEP } from '@playbook/core';
import { FormField } from '@/components/form-field';
import { LeagueSelect } from '@/components/league-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { emptySlateGameForm, slateGameFormSchema, type SlateGameFormOutput, type SlateGameFormValues } from './slate-game-form';

interface ManualEntryFormProps {
  onAdd: (game: SlateGameFormOutput) => void;
}

type NumberField = 'spread' | 'overUnder' | 'homeMoneyline' | 'awayMoneyline';
const NUMBER_FIELDS: { name: NumberField; label: string; step: number; placeholder: string }[] = [
  { name: 'spread', label: 'Spread', step: SLATE_LINE_STEP, placeholder: '-3.5' },
  { name: 'overUnder', label: 'Over/Under', step: SLATE_LINE_STEP, placeholder: '47.5' },
  { name: 'homeMoneyline', label: 'Home ML', step: 1, placeholder: '-160' },
  { name: 'awayMoneyline', label: 'Away ML', step: 1, placeholder: '135' },
];

/** docs/product/slate-analyzer.md Manual Entry: every field of a slate game, then 'Add Game to Slate'. */
export function ManualEntryForm({ onAdd }: ManualEntryFormProps) {
  const form = useForm<SlateGameFormValues, unknown, SlateGameFormOutput>({
    resolver: zodResolver(slateGameFormSchema),
    defaultValues: emptySlateGameForm,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((game) => {
    onAdd(game);
    // The next game is often on the same day, league and book: those stay, the rest clears.
    const { league, gameDate, sportsbook } = form.getValues();
    form.reset({ ...emptySlateGameForm, league, gameDate, sportsbook });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manual Entry</CardTitle>
        <CardDescription>Enter one game and its lines; enter the same game again from another sportsbook to compare prices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Away Team" error={errors.awayTeam?.message}>
              {(control) => <Input {...control} placeholder="Baltimore Ravens" {...form.register('awayTeam')} />}
            </FormField>
            <FormField label="Home Team" error={errors.homeTeam?.message}>
              {(control) => <Input {...control} placeholder="Kansas City Chiefs" {...form.register('homeTeam')} />}
            </FormField>
            <Controller
              control={form.control}
              name="league"
              render={({ field }) => <LeagueSelect value={field.value} onChange={field.onChange} />}
            />
            <FormField label="Game Date" error={errors.gameDate?.message}>
              {(control) => <Input {...control} type="date" {...form.register('gameDate')} />}
            </FormField>
            <FormField label="Game Time (optional)">
              {(control) => <Input {...control} placeholder="8:20 PM" {...form.register('gameTime')} />}
            </FormField>
            <FormField label="Sportsbook (optional)">
              {(control) => <Input {...control} placeholder="DraftKings" {...form.register('sportsbook')} />}
            </FormField>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {NUMBER_FIELDS.map(({ name, label, step, placeholder }) => (
              <FormField key={name} label={label} error={errors[name]?.message}>
                {(control) => <Input {...control} type="number" inputMode="decimal" step={step} placeholder={placeholder} {...form.register(name)} />}
              </FormField>
            ))}
          </div>
          <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
            <Plus aria-hidden="true" />
            Add Game to Slate
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
