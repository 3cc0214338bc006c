import { type EventType, TEMPLATE_MAX } from '@leavedesk/contracts';
import { Eye } from 'lucide-react';
import * as React from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { type TriggerPreviewInput, useTriggerPreview } from './trigger-preview-api';

/** How long typing must pause before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Plain page styles inside the frame, which shares nothing with the app's. */
const FRAME_STYLE =
  '<style>body{margin:12px;font:14px/1.5 system-ui,sans-serif;color:#111;background:#fff;overflow-wrap:anywhere}</style>';

/**
 * The HTML a trigger would send, in a sandboxed frame with no scripts and an opaque origin: it is
 * never injected into the page.
 */
export function HtmlFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8">${FRAME_STYLE}${html}`}
      className="h-72 w-full rounded-md border bg-white"
    />
  );
}

export interface TriggerPreviewProps {
  eventType: EventType | '';
  title: string;
  textTemplate: string;
  htmlTemplate: string;
  /** Which template the preview shows: the one of the open tab. */
  show: 'text' | 'html';
}

function previewInput(values: Omit<TriggerPreviewProps, 'show'>): TriggerPreviewInput | undefined {
  const { eventType, title, textTemplate, htmlTemplate } = values;
  if (!eventType) return undefined;
  if (title.length > 200 || textTemplate.length > TEMPLATE_MAX || htmlTemplate.length > TEMPLATE_MAX)
    return undefined;
  return { eventType, title, textTemplate, htmlTemplate };
}

/** The templates rendered by the server with the event's sample params, as the user types. */
export function TriggerPreview({ show, ...values }: TriggerPreviewProps) {
  const { eventType, title, textTemplate, htmlTemplate } = values;
  const input = useDebounced(
    React.useMemo(
      () => previewInput({ eventType, title, textTemplate, htmlTemplate }),
      [eventType, title, textTemplate, htmlTemplate],
    ),
    PREVIEW_DEBOUNCE_MS,
  );
  const preview = useTriggerPreview(input);
  const data = input ? preview.data : undefined;
  const problems = (data?.errors ?? []).filter(
    (e) => e.field === 'title' || e.field === (show === 'text' ? 'textTemplate' : 'htmlTemplate'),
  );
  const content = show === 'text' ? data?.textContent : data?.htmlContent;

  return (
    <section aria-labelledby="trigger-preview-heading" className="grid gap-2" data-testid="trigger-preview">
      <div className="flex items-center gap-2">
        <h3 id="trigger-preview-heading" className="flex items-center gap-1.5 text-sm font-medium">
          <Eye className="size-4 text-muted-foreground" aria-hidden />
          Preview
        </h3>
        <span className="text-xs text-muted-foreground">with sample data</span>
        {input && preview.isFetching && <Spinner className="size-3.5 text-muted-foreground" />}
      </div>
      {!eventType ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">
          {'Choose an event type to preview the notification.'}
        </p>
      ) : preview.isError && input ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">
          The preview is not available right now.
        </p>
      ) : (
        <div
          className={cn(
            'grid gap-3 rounded-md border bg-card p-3',
            preview.isPlaceholderData && 'opacity-70',
          )}
        >
          <p className="font-medium break-words" data-testid="preview-title">
            {data?.title || <span className="font-normal text-muted-foreground">No title yet</span>}
          </p>
          {show === 'text' ? (
            <p className="text-sm break-words whitespace-pre-wrap" data-testid="preview-text">
              {content || <span className="text-muted-foreground">No text yet</span>}
            </p>
          ) : content ? (
            <HtmlFrame html={content} title="HTML preview" />
          ) : (
            <p className="text-sm text-muted-foreground">No HTML yet</p>
          )}
          {problems.length > 0 && (
            <ul className="grid gap-1 text-xs text-destructive" aria-label="Template problems">
              {problems.map((p) => (
                <li key={`${p.field}-${p.message}`} className="break-words">
                  {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
