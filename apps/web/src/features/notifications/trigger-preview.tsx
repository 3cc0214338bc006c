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
      className="h-full w-full rounded-md border bg-white"
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
  /** No HTML template: the HTML shown is the one made from the text. */
  htmlFromText?: boolean;
}

function previewInput(
  values: Omit<TriggerPreviewProps, 'show' | 'htmlFromText'>,
): TriggerPreviewInput | undefined {
  const { eventType, title, textTemplate, htmlTemplate } = values;
  if (!eventType) return undefined;
  if (title.length > 200 || textTemplate.length > TEMPLATE_MAX || htmlTemplate.length > TEMPLATE_MAX)
    return undefined;
  return { eventType, title, textTemplate, htmlTemplate };
}

/** The templates rendered by the server with the event's sample params, as the user types. */
export function TriggerPreview({ show, htmlFromText = false, ...values }: TriggerPreviewProps) {
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
  const problemOf = (field: string) => data?.errors.find((e) => e.field === field)?.message;
  const contentField = show === 'text' ? 'textTemplate' : 'htmlTemplate';
  const titleProblem = problemOf('title');
  const contentProblem = problemOf(contentField);
  const content = show === 'text' ? data?.textContent : data?.htmlContent;
  const notice = !eventType
    ? 'Choose an event type to preview the notification.'
    : preview.isError && input
      ? 'The preview is not available right now.'
      : undefined;

  // The box keeps its size whatever it shows, so the fields below never move while one is in use.
  return (
    <section aria-labelledby="trigger-preview-heading" className="grid gap-2" data-testid="trigger-preview">
      <div className="flex items-center gap-2">
        <h3 id="trigger-preview-heading" className="flex items-center gap-1.5 text-sm font-medium">
          <Eye className="size-4 text-muted-foreground" aria-hidden />
          Preview
        </h3>
        <span className="text-xs text-muted-foreground">
          {show === 'html' && htmlFromText ? 'with sample data, HTML made from the text' : 'with sample data'}
        </span>
        {input && preview.isFetching && <Spinner className="size-3.5 text-muted-foreground" />}
      </div>
      {/* The last rendering stays at full contrast while the next one comes; the spinner says so. */}
      <div className="grid grid-rows-[minmax(3rem,auto)_18rem] gap-3 rounded-md border bg-card p-3">
        {notice ? (
          <p className="row-span-2 self-center text-center text-sm text-muted-foreground">{notice}</p>
        ) : (
          <>
            <p
              className={cn(
                'font-medium wrap-anywhere',
                titleProblem ? 'text-sm font-normal text-destructive' : 'line-clamp-3',
              )}
              data-testid="preview-title"
            >
              {titleProblem ??
                (data?.title || <span className="font-normal text-muted-foreground">No title yet</span>)}
            </p>
            {contentProblem ? (
              <p
                className="overflow-y-auto text-sm wrap-anywhere text-destructive"
                data-testid="preview-problem"
              >
                {contentProblem}
              </p>
            ) : show === 'html' && content ? (
              <HtmlFrame html={content} title="HTML preview" />
            ) : (
              <p
                className="overflow-y-auto text-sm wrap-anywhere whitespace-pre-wrap"
                data-testid="preview-text"
              >
                {content || (
                  <span className="text-muted-foreground">
                    {show === 'text' ? 'No text yet' : 'No HTML yet'}
                  </span>
                )}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
