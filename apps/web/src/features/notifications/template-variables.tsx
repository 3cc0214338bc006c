import { type EventField, type EventSchema, NOTIFICATION_TEXT, TEXT } from '@leavedesk/contracts';
import { Braces, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

export interface TemplateVariable {
  path: string;
  type: string;
  description?: string;
}

export interface VariableGroup {
  name: string;
  variables: TemplateVariable[];
}

function leaves(field: EventField, prefix: string): TemplateVariable[] {
  const path = `${prefix}${field.name}`;
  if (field.properties) return field.properties.flatMap((f) => leaves(f, `${path}.`));
  const type = field.enumValues ? field.enumValues.join(' | ') : field.type;
  return [{ path, type, description: field.description }];
}

/** The event's variables grouped by top-level field; objects are listed by their leaves. */
export function variableGroups(schema: EventSchema): VariableGroup[] {
  return schema.schema.properties.map((field) => ({ name: field.name, variables: leaves(field, '') }));
}

export const variableToken = (path: string) => `{{${path}}}`;

async function copy(text: string, description: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: 'success', title: NOTIFICATION_TEXT.copiedTitle, description });
  } catch {
    toast({
      variant: 'destructive',
      title: TEXT.errorTitle,
      description: 'The browser did not allow copying to the clipboard.',
    });
  }
}

/**
 * The side list of the template tabs: the chosen event's variables, each inserted where the
 * cursor was in `targetLabel`'s field (or copied), and Copy for all of their names.
 */
export function TemplateVariables({
  schema,
  targetLabel,
  onInsert,
}: {
  schema: EventSchema | undefined;
  targetLabel: string;
  onInsert: (token: string) => void;
}) {
  const groups = schema ? variableGroups(schema) : [];
  const all = groups.flatMap((g) => g.variables.map((v) => variableToken(v.path)));
  return (
    <section
      aria-labelledby="template-variables-heading"
      className="flex min-h-0 flex-col rounded-lg border bg-muted/30"
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h3 id="template-variables-heading" className="flex items-center gap-1.5 text-sm font-medium">
          <Braces className="size-4 text-muted-foreground" aria-hidden />
          Variables
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={!schema}
          onClick={() => void copy(all.join('\n'), NOTIFICATION_TEXT.copiedDescription)}
        >
          <Copy />
          Copy
        </Button>
      </div>
      {!schema ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground">
          {NOTIFICATION_TEXT.selectEventForVariables}
        </p>
      ) : (
        <>
          <p className="px-3 pt-2 text-xs text-muted-foreground" aria-live="polite">
            Click a variable to insert it into{' '}
            <span className="font-medium text-foreground">{targetLabel}</span>.
          </p>
          <div className="grid max-h-[26rem] gap-3 overflow-y-auto p-3 pt-2" data-testid="variable-list">
            {groups.map((group) => (
              <div key={group.name}>
                <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {group.name}
                </h4>
                <ul className="grid gap-0.5">
                  {group.variables.map((variable) => (
                    <li key={variable.path} className="flex min-w-0 items-start gap-1">
                      <div className="grid min-w-0 flex-1">
                        <button
                          type="button"
                          className="truncate rounded-md px-2 py-1 text-left font-mono text-xs outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/40"
                          aria-label={`Insert ${variableToken(variable.path)}`}
                          aria-describedby={`variable-${variable.path}`}
                          onClick={() => onInsert(variableToken(variable.path))}
                        >
                          {variableToken(variable.path)}
                        </button>
                        <span
                          id={`variable-${variable.path}`}
                          className="-mt-0.5 truncate px-2 pb-1 text-xs text-muted-foreground"
                          title={variable.description}
                        >
                          {variable.description ?? variable.type}
                        </span>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="shrink-0 text-muted-foreground"
                        aria-label={`Copy ${variableToken(variable.path)}`}
                        title="Copy"
                        onClick={() =>
                          void copy(
                            variableToken(variable.path),
                            `${variableToken(variable.path)} copied to clipboard`,
                          )
                        }
                      >
                        <Copy />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
