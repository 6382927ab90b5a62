import { memo, useId } from 'react';
import type { InjuryRecord } from '@playbook/contracts';
import type { InjuryImpactLevel } from '@playbook/core';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatLocaleDate } from '@/lib/format';
import { injuryStatusBadgeVariant, injuryTypeText } from './injury-filters';

const IMPACT_VARIANT: Record<InjuryImpactLevel, BadgeProps['variant']> = {
  low: 'outline',
  medium: 'secondary',
  high: 'destructive',
};

const IMPACT_LABEL: Record<InjuryImpactLevel, string> = { low: 'Low impact', medium: 'Medium impact', high: 'High impact' };

interface InjuryTeamCardProps {
  teamName: string;
  injuries: readonly InjuryRecord[];
  /** Of the team's whole report (docs/product/dashboard.md), not of the filtered rows. */
  impact: InjuryImpactLevel;
}

/** One team's reports (docs/product/dashboard.md): an 'N injured' badge and the six columns. */
export const InjuryTeamCard = memo(function InjuryTeamCard({ teamName, injuries, impact }: InjuryTeamCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center gap-2 space-y-0">
        <h3 id={titleId} className="mr-auto text-base font-semibold">
          {teamName}
        </h3>
        <Badge variant={IMPACT_VARIANT[impact]}>{IMPACT_LABEL[impact]}</Badge>
        <Badge variant="secondary">{`${injuries.length} injured`}</Badge>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        <Table aria-label={`${teamName} injuries`}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="normal-case">Player</TableHead>
              <TableHead className="normal-case">Position</TableHead>
              <TableHead className="normal-case">Injury Type</TableHead>
              <TableHead className="normal-case">Status</TableHead>
              <TableHead className="normal-case">Game Status</TableHead>
              <TableHead className="normal-case">Last Reported</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {injuries.map((injury) => (
              <TableRow key={injury.id}>
                <TableCell className="font-medium">{injury.playerName}</TableCell>
                <TableCell>{injury.position}</TableCell>
                <TableCell>{injuryTypeText(injury.injuryType)}</TableCell>
                <TableCell>
                  <Badge variant={injuryStatusBadgeVariant(injury.injuryStatus)}>{injury.injuryStatus}</Badge>
                </TableCell>
                <TableCell>{injury.gameStatus ?? '—'}</TableCell>
                <TableCell className="tabular-nums">{formatLocaleDate(injury.lastReported)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
});
