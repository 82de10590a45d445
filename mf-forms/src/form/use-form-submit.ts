import { useState, type FormEvent } from 'react';
import type { Outcome } from './form-alert.tsx';
import { useSingleFlight } from './use-single-flight.ts';

type FormSubmitOptions = {
  /** true sends; false holds the post with no message (the fields say why); an outcome holds it and is said. */
  check: () => boolean | Outcome;
  /** Sends the values and says how it went; it catches its own failures. */
  send: () => Promise<Outcome | null>;
  initial?: Outcome | null;
};

/** A form's submit: valid values only, one post at a time, and its outcome said above or under it. */
export function useFormSubmit({ check, send, initial = null }: FormSubmitOptions) {
  const { run, pending } = useSingleFlight();
  const [outcome, setOutcome] = useState<Outcome | null>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const valid = check();
    if (valid !== true) {
      setOutcome(valid === false ? null : valid);
      return;
    }
    void run(async () => {
      setOutcome(null);
      setOutcome(await send());
    });
  };
  return { submit, pending, outcome, setOutcome };
}
