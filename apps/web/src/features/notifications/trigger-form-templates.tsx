import { type EventSchema, NOTIFICATION_TEXT } from '@leavedesk/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FieldError } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { TemplateVariables } from './template-variables';
import type { useTemplateInsertion } from './trigger-form-insert';
import { TEMPLATE_FIELD_LABELS, type TriggerFormOutput, type TriggerFormValues } from './trigger-form-schema';
import { TriggerPreview } from './trigger-preview';

export type TemplateTab = 'text' | 'html';
export const HTML_TEMPLATE_HINT =
  "Optional: left empty, the e-mail's HTML is made from the text template, its line breaks kept.";
export const TAB_FIELD = { text: 'textTemplate', html: 'htmlTemplate' } as const;

type TriggerForm = UseFormReturn<TriggerFormValues, unknown, TriggerFormOutput>;

/** Text Template and HTML Template tabs, the variable list beside them and the live preview. */
export function TemplateFields({
  form,
  schema,
  tab,
  onTabChange,
  insertion,
}: {
  form: TriggerForm;
  schema: EventSchema | undefined;
  tab: TemplateTab;
  onTabChange: (tab: TemplateTab) => void;
  insertion: ReturnType<typeof useTemplateInsertion>;
}) {
  const { errors } = form.formState;
  const [eventType, title, textTemplate, htmlTemplate] = useWatch({
    control: form.control,
    name: ['eventType', 'title', 'textTemplate', 'htmlTemplate'],
  });

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <Tabs value={tab} onValueChange={(v) => onTabChange(v as TemplateTab)} className="min-w-0">
          <TabsList>
            {(['text', 'html'] as const).map((t) => {
              const invalid = Boolean(errors[TAB_FIELD[t]]);
              return (
                <TabsTrigger key={t} value={t} className={cn(invalid && 'text-destructive')}>
                  {t === 'text' ? NOTIFICATION_TEXT.textTemplateTab : NOTIFICATION_TEXT.htmlTemplateTab}
                  {invalid && (
                    <>
                      <span aria-hidden className="size-1.5 rounded-full bg-destructive" />
                      <span className="sr-only">(has an error)</span>
                    </>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {(['text', 'html'] as const).map((t) => {
            const name = TAB_FIELD[t];
            const error = errors[name]?.message;
            const { ref, ...registered } = form.register(name);
            // The hint gives way to an error, as in FormField.
            const hintId = t === 'html' && !error ? `${name}-hint` : undefined;
            const describedBy = [error ? `${name}-error` : undefined, hintId].filter(Boolean).join(' ');
            return (
              // Both stay mounted, so each keeps its cursor for the variable list.
              <TabsContent key={t} value={t} forceMount className="grid gap-2 data-[state=inactive]:hidden">
                <Textarea
                  {...registered}
                  {...insertion.bind(name, ref)}
                  aria-label={TEMPLATE_FIELD_LABELS[name]}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy || undefined}
                  spellCheck={t === 'text'}
                  placeholder={
                    t === 'text'
                      ? 'Hello {{user.firstName}}, …'
                      : '<p>Hello <strong>{{user.firstName}}</strong>, …</p>'
                  }
                  className="min-h-[400px] resize-y font-mono text-[13px] leading-relaxed"
                />
                <FieldError id={`${name}-error`} message={error} />
                {hintId && (
                  <p id={hintId} className="text-xs text-muted-foreground">
                    {HTML_TEMPLATE_HINT}
                  </p>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
        <TemplateVariables
          schema={schema}
          targetLabel={TEMPLATE_FIELD_LABELS[insertion.target]}
          onInsert={insertion.insert}
        />
      </div>
      <TriggerPreview
        eventType={eventType}
        title={title}
        textTemplate={textTemplate}
        htmlTemplate={htmlTemplate}
        show={tab}
        htmlFromText={htmlTemplate.trim() === ''}
      />
    </div>
  );
}
