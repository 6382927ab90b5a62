import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import type { Alert, AlertRule } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api';
import { useAlertRules, useAlerts, useAlertStream, useMarkRead, useMuteRule } from './use-alerts';

// The rules and their form (Radix Select) load when the alert centre is first opened, not with every page's
// header: they were a tenth of the cold dashboard's bytes (ADR 068).
const AlertRules = lazy(() => import('./alert-rules').then((module) => ({ default: module.AlertRules })));

const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function NotificationsSwitch() {
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission));
  if (permission === 'unsupported' || permission === 'granted') return null;
  if (permission === 'denied') return <p className="text-xs text-muted-foreground">Browser notifications are blocked for this site.</p>;
  return (
    <Button variant="outline" size="sm" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Notify me when this tab is hidden
    </Button>
  );
}

function AlertItem({ alert, rule }: { alert: Alert; rule: AlertRule | undefined }) {
  const markRead = useMarkRead();
  const mute = useMuteRule();
  return (
    <li className={`grid gap-1 rounded-md border p-3 ${alert.read ? '' : 'border-primary/60 bg-primary/5'}`}>
      <p className="text-sm font-medium">
        {alert.read ? null : <span className="sr-only">Unread: </span>}
        {alert.link ? (
          <Link to={alert.link} className="underline-offset-2 hover:underline">
            {alert.title}
          </Link>
        ) : (
          alert.title
        )}
      </p>
      <p className="text-sm break-words text-muted-foreground">{alert.body}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={alert.createdAt}>{when(alert.createdAt)}</time>
        {alert.read ? null : (
          <Button variant="ghost" size="sm" className="h-7 px-2" disabled={markRead.isPending} onClick={() => markRead.mutate({ ids: [alert.id] })}>
            Mark read
          </Button>
        )}
        {rule ? (
          <Button variant="ghost" size="sm" className="h-7 px-2" disabled={mute.isPending} onClick={() => mute.mutate({ id: rule.id, muted: !rule.muted })}>
            {rule.muted ? 'Unmute alerts like this' : 'Mute alerts like this'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The alert centre in the header: the unread count on a bell, and a dialog listing the alerts with
 * mark read and mute. New alerts arrive live while any page is open.
 */
export function AlertCentre() {
  const [open, setOpen] = useState(false);
  const alerts = useAlerts();
  const rules = useAlertRules(open);
  const markRead = useMarkRead();
  useAlertStream(alerts.data?.latestId);
  const unread = alerts.data?.unread ?? 0;
  const ruleOf = (alert: Alert) => rules.data?.rules.find((rule) => rule.id === alert.ruleId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="relative h-9 px-2" aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}>
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-primary px-1 text-center text-[10px] leading-4 font-semibold text-primary-foreground">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Alerts</DialogTitle>
          <DialogDescription>{unread > 0 ? `${unread} unread` : 'You are all caught up.'}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          {unread > 0 ? (
            <Button variant="outline" size="sm" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              Mark all read
            </Button>
          ) : null}
          <NotificationsSwitch />
        </div>
        {alerts.isPending ? (
          <Spinner label="Loading alerts…" />
        ) : alerts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Alerts could not be loaded: {describeError(alerts.error)}
          </p>
        ) : alerts.data.alerts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No alerts yet. Line moves, new edges and settled parlays you asked about show up here.</p>
        ) : (
          <ul aria-label="Alert list" className="grid gap-2">
            {alerts.data.alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} rule={ruleOf(alert)} />
            ))}
          </ul>
        )}
        <Suspense fallback={<Spinner label="Loading your alert rules…" />}>
          <AlertRules />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
