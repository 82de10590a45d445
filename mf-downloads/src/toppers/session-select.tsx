import { useId } from 'react';
import styled from 'styled-components';

/** The session-year select of Toppers, styled like shared-ui's year and month selects. */
export function SessionSelect({ value, sessions, onChange }: { value: string; sessions: string[]; onChange: (session: string) => void }) {
  const id = useId();
  // The chosen session stays selectable even when no topper has it (a shared old link).
  const options = sessions.includes(value) ? sessions : [value, ...sessions];
  return (
    <Field>
      <label htmlFor={id}>Session</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </Field>
  );
}

const Field = styled.div`
  display: flex; flex-direction: column; gap: 4px; min-width: 150px;
  label { font-size: 0.9rem; font-weight: 600; color: ${(p) => p.theme.color.muted}; }
  select { font: inherit; min-height: 44px; padding: 8px 10px; border: 1px solid #8c857b; border-radius: 6px; background: #fff; color: ${(p) => p.theme.color.text}; }
`;
