import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TemplateField, TriggerFormOutput, TriggerFormValues } from './trigger-form-schema';

type TriggerForm = UseFormReturn<TriggerFormValues, unknown, TriggerFormOutput>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Where the variable list inserts: the templated field the user was last in (title, text or HTML
 * template), at its cursor, replacing any selection; the open tab's template until then.
 */
export function useTemplateInsertion(form: TriggerForm, tabField: TemplateField) {
  const elements = React.useRef<Partial<Record<TemplateField, FieldElement | null>>>({});
  // Fields the user has been in: their cursor means something; elsewhere a variable goes at the end.
  const visited = React.useRef(new Set<TemplateField>());
  const [focused, setFocused] = React.useState<TemplateField | undefined>(undefined);
  // A template of a tab that is not open is not where the user is looking: its tab's field wins.
  const target: TemplateField = focused === 'title' || focused === tabField ? focused : tabField;

  /** Combine with register()'s ref, and call on focus. */
  const bind = React.useCallback(
    (field: TemplateField, ref: (el: FieldElement | null) => void) => ({
      ref: (el: FieldElement | null) => {
        ref(el);
        elements.current[field] = el;
      },
      onFocus: () => {
        visited.current.add(field);
        setFocused(field);
      },
    }),
    [],
  );

  const insert = React.useCallback(
    (token: string) => {
      const el = elements.current[target];
      const value = form.getValues(target) ?? '';
      const atCursor = el && visited.current.has(target);
      const start = atCursor ? (el.selectionStart ?? value.length) : value.length;
      const end = atCursor ? (el.selectionEnd ?? value.length) : value.length;
      const next = value.slice(0, start) + token + value.slice(end);
      form.setValue(target, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      if (el) {
        el.focus();
        const caret = start + token.length;
        el.setSelectionRange(caret, caret);
      }
    },
    [form, target],
  );

  return { target, bind, insert };
}
