import { SelectField, sessionParam } from '@school/shared-ui/island';

export function SessionSelect({
  value,
  sessions,
  onChange,
}: {
  value: string;
  sessions: string[];
  onChange: (session: string) => void;
}) {
  // The chosen session stays selectable even when no topper has it (a shared old link).
  const options = sessions.includes(value) ? sessions : [value, ...sessions];
  return (
    <SelectField label="Session" name={sessionParam} value={value} onChange={onChange}>
      {options.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </SelectField>
  );
}
