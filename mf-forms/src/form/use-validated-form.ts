// State of a form whose fields each carry their own message (registration, login): values kept
// in a session draft, messages from a pure validate function, and focus on the first error.
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../validation/rules.ts';
import { useDraftValues, type DraftOptions } from './use-draft-values.ts';
import { useFieldFocus } from './use-field-focus.ts';

type Options<K extends string> = DraftOptions<K> & {
  /** Field order on the page. Pass module-level constants: they are effect dependencies. */
  fields: readonly K[];
  validate: (values: Record<K, string>) => FieldErrors<K>;
};

export function useValidatedForm<K extends string>({ fields, validate, ...draft }: Options<K>) {
  const { values, setValue, clear } = useDraftValues(draft);
  const { refFor, focus } = useFieldFocus<K>();
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Messages the server sent for fields (a 400); each goes once its field is edited.
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});
  const errors = useMemo(() => validate(values), [validate, values]);

  /**
   * "Required" messages wait for a submit, so tabbing through an empty form is quiet; a value
   * that is wrong shows its message as soon as the visitor leaves the field.
   */
  const errorOf = (field: K): string | undefined => {
    const shown = submitted || (touched[field] === true && values[field] !== '');
    return (shown ? errors[field] : undefined) ?? serverErrors[field];
  };

  const fieldProps = (field: K) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    inputRef: refFor(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValue(field, e.target.value);
      setServerErrors(({ [field]: _, ...rest }) => rest as FieldErrors<K>);
    },
    onBlur: () => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
  });

  /** Shows every message; false (and focus on the first failing field) when one fails. */
  const check = (): boolean => {
    setSubmitted(true);
    const first = fields.find((f) => errors[f] !== undefined);
    if (first === undefined) return true;
    focus(first);
    return false;
  };

  /** Shows the server's messages by their fields; false when none matched a field. */
  const showServerErrors = useCallback(
    (issues: readonly { path: string; message: string }[] | undefined): boolean => {
      const byField: FieldErrors<K> = {};
      for (const issue of issues ?? []) {
        const field = fields.find((f) => f === issue.path);
        if (field !== undefined && byField[field] === undefined) byField[field] = issue.message;
      }
      setServerErrors(byField);
      const first = fields.find((f) => byField[f] !== undefined);
      if (first !== undefined) focus(first);
      return first !== undefined;
    },
    [fields, focus],
  );

  const reset = useCallback(() => {
    clear();
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [clear]);

  return { values, fieldProps, check, reset, showServerErrors };
}
