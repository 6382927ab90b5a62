import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_STREAM_EVENT,
  alertRuleSchema,
  alertRulesResponseSchema,
  alertSchema,
  alertsReadResponseSchema,
  alertsResponseSchema,
  type Alert,
  type AlertRuleRequest,
  type AlertsReadRequest,
  type AlertsResponse,
} from '@playbook/contracts';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';
import { apiRequest, getJson } from '@/lib/api';

export const ALERTS_QUERY_KEY = ['alerts'] as const;
export const ALERT_RULES_QUERY_KEY = ['alert-rules'] as const;

export function useAlerts() {
  return useQuery({ queryKey: ALERTS_QUERY_KEY, queryFn: () => getJson('/api/alerts', alertsResponseSchema) });
}

export function useAlertRules(enabled: boolean) {
  return useQuery({ queryKey: ALERT_RULES_QUERY_KEY, queryFn: () => getJson('/api/alerts/rules', alertRulesResponseSchema), enabled });
}

/** A new alert on top of the list (once: a reconnected stream may repeat none, but a refetch may have it). */
export function withAlert(list: AlertsResponse, alert: Alert): AlertsResponse {
  if (list.alerts.some((known) => known.id === alert.id)) return list;
  return { alerts: [alert, ...list.alerts], unread: list.unread + (alert.read ? 0 : 1), latestId: Math.max(list.latestId, alert.id) };
}

/** Tells through the browser when the tab is hidden and the bettor allowed it. */
function notifyHidden(alert: Alert): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
  new Notification(alert.title, { body: alert.body, tag: `alert-${alert.id}` });
}

/**
 * The live stream of new alerts (server-sent events), opened once the list is loaded and resuming after its
 * newest alert; the browser reconnects by itself with Last-Event-ID. Closed when the header leaves (sign-out).
 */
export function useAlertStream(latestId: number | undefined): void {
  const client = useQueryClient();
  const ready = latestId !== undefined;
  useEffect(() => {
    if (!ready || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/alerts/stream?after=${latestId}`);
    source.addEventListener(ALERT_STREAM_EVENT, (event) => {
      const parsed = alertSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      client.setQueryData<AlertsResponse>(ALERTS_QUERY_KEY, (list) => (list ? withAlert(list, parsed.data) : list));
      // A parlay graded automatically: an open tracker shows its new status without a reload.
      if (parsed.data.kind === 'settled') void client.invalidateQueries({ queryKey: PARLAYS_QUERY_KEY });
      notifyHidden(parsed.data);
    });
    return () => source.close();
    // Opened once per sign-in: later alerts come through the stream itself, not a new latestId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, client]);
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AlertsReadRequest) => apiRequest('POST', '/api/alerts/read', request, alertsReadResponseSchema),
    onSuccess: (_answer, request) => {
      client.setQueryData<AlertsResponse>(ALERTS_QUERY_KEY, (list) => {
        if (!list) return list;
        const read = (alert: Alert) => 'all' in request || request.ids.includes(alert.id);
        return { ...list, alerts: list.alerts.map((alert) => (read(alert) ? { ...alert, read: true } : alert)), unread: _answer.unread };
      });
    },
  });
}

export function useMuteRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, muted }: { id: number; muted: boolean }) => apiRequest('PATCH', `/api/alerts/rules/${id}`, { muted }, alertRuleSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: ALERT_RULES_QUERY_KEY }),
  });
}

export function useCreateRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: AlertRuleRequest) => apiRequest('POST', '/api/alerts/rules', rule, alertRuleSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: ALERT_RULES_QUERY_KEY }),
  });
}

export function useDeleteRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/alerts/rules/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ALERT_RULES_QUERY_KEY }),
  });
}
