import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';

/**
 * POST /v1/notifications/slack/test: posts a test message to the URL as typed (saved or not); the
 * server answers 400 for a URL it refuses and 502 when Slack does not take it, each with a sentence.
 */
export function sendSlackTest(url: string) {
  return api.post<void>('/v1/notifications/slack/test', { url });
}

export function useSendSlackTest() {
  return useMutation({ mutationFn: sendSlackTest });
}
