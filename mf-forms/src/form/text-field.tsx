import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  /** The field's name, unique in its page: its ids come from it. */
  name: string;
  label: string;
  error?: string | undefined;
  invalid?: boolean | undefined;
  hint?: string;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/** The message element is always there and polite-live, so a screen reader announces a message when it appears. */
export function TextField({
  name,
  label,
  error,
  invalid,
  hint,
  describedBy,
  inputRef,
  type = 'text',
  ...input
}: Props) {
  // Not useId: a form's island hydrates it under a root of its own, where React's ids differ from the server's.
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        {...input}
        type={type}
        name={name}
        id={id}
        ref={inputRef}
        aria-required="true"
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={described || undefined}
      />
      <Message id={errorId} aria-live="polite">
        {error}
      </Message>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-weight: 600;
  }
  label span {
    color: ${(p) => p.theme.color.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.color.muted};
`;

const Input = styled.input`
  font: inherit;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.color.muted};
  border-radius: 6px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  width: 100%;
  &[aria-invalid='true'] {
    border: 2px solid ${(p) => p.theme.color.danger};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
`;

// Keeps a line's height even when empty, so the layout does not jump as messages come and go.
const Message = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${(p) => p.theme.color.danger};
`;
