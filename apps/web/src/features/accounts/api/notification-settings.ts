import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateNotificationSettings } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const NOTIFICATION_SETTINGS_KEY = ['candidate', 'notification-settings'] as const;

/** GET /v1/candidate/notification-settings */
export function fetchNotificationSettings(): Promise<CandidateNotificationSettings> {
  return api<CandidateNotificationSettings>('/v1/candidate/notification-settings');
}

/** PUT /v1/candidate/notification-settings: answers the stored settings. */
export function saveNotificationSettings(settings: CandidateNotificationSettings): Promise<CandidateNotificationSettings> {
  return api<CandidateNotificationSettings>('/v1/candidate/notification-settings', { method: 'PUT', body: { ...settings } });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: fetchNotificationSettings });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, settings),
  });
}
