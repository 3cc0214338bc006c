import * as React from 'react';

/**
 * A small form of text fields checked by a rule of the contracts (`loginProblems`, say), behaving
 * like react-hook-form with a resolver: checked on submit, then on every change, the first field
 * in error taking the focus. For the pages a visitor loads first, where react-hook-form and zod
 * would be a fifth of the page (docs/decisions/0014-first-load.md).
 */
export function useCheckedForm<Values extends Record<string, string>>(
  check: (values: Values) => Partial<Record<keyof Values, string>>,
  initial: Values,
) {
  type Name = keyof Values & string;
  const [values, setValues] = React.useState<Values>(initial);
  const [submitted, setSubmitted] = React.useState(false);
  const errors: Partial<Record<keyof Values, string>> = submitted ? check(values) : {};

  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  const handleSubmit = (onValid: (values: Values) => void) => (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = check(values);
    const first = Object.keys(values).find((name) => problems[name]);
    if (!first) {
      onValid(values);
      return;
    }
    const control = event.currentTarget.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  return { field, errors, handleSubmit };
}
