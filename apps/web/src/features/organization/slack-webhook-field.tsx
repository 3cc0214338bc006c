import { NOTIFICATION_TEXT } from '@leavedesk/contracts';
import { Send } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useSendSlackTest } from './send-slack-test';

/** The Slack incoming-webhook URL with 'Send test message', which tries the URL as typed. */
export function SlackWebhookField({
  url,
  registration,
  error,
}: {
  /** The field's current value. */
  url: string;
  registration: UseFormRegisterReturn<'slackWebhookUrl'>;
  error?: string;
}) {
  const test = useSendSlackTest();

  const sendTest = () =>
    test.mutate(url.trim(), {
      onSuccess: () => toast({ variant: 'success', title: NOTIFICATION_TEXT.slackTestSent }),
    });

  return (
    <FormField
      label="Slack Webhook URL"
      error={error}
      hint="An incoming-webhook URL, https://hooks.slack.com/services/…"
    >
      {(field) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            {...field}
            type="url"
            inputMode="url"
            placeholder="https://hooks.slack.com/services/..."
            {...registration}
          />
          <Button
            variant="outline"
            className="shrink-0"
            disabled={test.isPending || url.trim() === ''}
            onClick={sendTest}
          >
            {test.isPending ? <Spinner /> : <Send />}
            Send test message
          </Button>
        </div>
      )}
    </FormField>
  );
}
