import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../validation/rules.ts';
import { useDraftValues, type DraftOptions } from './use-draft-values.ts';
import { useFieldFocus } from './use-field-focus.ts';

type Options<K extends string> = DraftOptions<K> & {
  /** Pass module-level constants: they are effect dependencies. */
  fields: readonly K[];
  validate: (values: Record<K, string>) => FieldErrors<K>;
};

export function useValidatedForm<K extends string>({ fields, validate, ...draft }: Options<K>) {
  const { values, setValue, clear } = useDraftValues(draft);
  const { refFor, focus } = useFieldFocus<K>();
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<K>>({});
  const errors = useMemo(() => validate(values), [validate, values]);

  /** "Required" messages wait for a submit, so tabbing through an empty form is quiet. */
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

  const check = (): boolean => {
    setSubmitted(true);
    const first = fields.find((f) => errors[f] !== undefined);
    if (first === undefined) return true;
    focus(first);
    return false;
  };

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
