import { useState, type FormEvent } from 'react';
import { downloadFile, tcMaxLength, type FormClientConfig } from '@school/shared-api/form-client';
import { CHECK_AGAIN, isUnconfirmed, tcFailure, TC_DOWNLOAD_FAILED } from '../form/failure-messages.ts';
import { FormAlert, type Outcome } from '../form/form-alert.tsx';
import { Card, SubmitButton } from '../form/form-layout.ts';
import { Fields } from '../form/fields.tsx';
import { TextField } from '../form/text-field.tsx';
import { useDraftValues } from '../form/use-draft-values.ts';
import { useFormClient } from '../form/use-form-client.ts';
import { useFieldFocus } from '../form/use-field-focus.ts';
import { useIdempotencyKey } from '../form/use-idempotency-key.ts';
import { useSingleFlight } from '../form/use-single-flight.ts';
import { emptyTc, tcErrors, tcFields, toTcRequest, validateTc, type TcField } from '../validation/tc.ts';

/** The form's session draft (session-draft.ts). */
const DRAFT = 'tc';

const TC_FILE_NAME = 'tc.jpg';
const messageId = 'tc-message';

export type TcFormProps = { client: FormClientConfig };

/** The island (mf_forms/tc-form): typing in it wakes the form alone (decision record 028). */
export function TcForm({ client }: TcFormProps) {
  const api = useFormClient(client);
  const { values, setValue } = useDraftValues({ initial: emptyTc, draftKey: DRAFT, kept: tcFields });
  const { refFor, focus } = useFieldFocus<TcField>();
  const { run, pending } = useSingleFlight();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [invalid, setInvalid] = useState<readonly TcField[]>([]);
  const request = useIdempotencyKey('tc');
  const [unconfirmed, setUnconfirmed] = useState(false);

  const change = (field: TcField, value: string) => {
    request.current();
    setValue(field, value);
    setOutcome(null);
    setInvalid([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = validateTc(values);
    if (problem) {
      const errors = tcErrors(values);
      setInvalid(tcFields.filter((f) => errors[f] !== undefined));
      setOutcome({ tone: 'error', message: problem.message });
      focus(problem.field);
      return;
    }
    void run(async () => {
      setOutcome(null);
      let reference: string;
      try {
        reference = await api.requestTc(toTcRequest(values), { idempotencyKey: request.current() });
      } catch (error) {
        // Not confirmed: the same key goes with the next try, so the school counts it once.
        const unknown = isUnconfirmed(error);
        if (!unknown) request.settle();
        setUnconfirmed(unknown);
        setOutcome({ tone: unknown ? 'unknown' : 'error', message: tcFailure(error), focus: true });
        return;
      }
      request.settle();
      setUnconfirmed(false);
      try {
        downloadFile(await api.downloadImage(reference), TC_FILE_NAME);
        setOutcome({
          tone: 'success',
          message: `Your transfer certificate has been downloaded as ${TC_FILE_NAME}.`,
          focus: true,
        });
      } catch {
        window.alert(TC_DOWNLOAD_FAILED);
        setOutcome({ tone: 'error', message: TC_DOWNLOAD_FAILED, focus: true });
      }
    });
  };

  const field = (name: TcField) => ({
    name,
    value: values[name],
    inputRef: refFor(name),
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    invalid: invalid.includes(name),
    maxLength: tcMaxLength[name],
    describedBy: invalid.includes(name) ? messageId : undefined,
  });

  return (
    <Card aria-labelledby="tc-title">
      <h2 id="tc-title">Request a Transfer Certificate</h2>
      <Fields noValidate draft={DRAFT} onSubmit={submit} aria-labelledby="tc-title" legend="Student details">
        <TextField label="Admission No." autoComplete="off" {...field('admission')} />
        <TextField label="Student Full Name" autoComplete="off" {...field('name')} />
        <FormAlert id={messageId} outcome={outcome} />
        <SubmitButton type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Please wait…' : unconfirmed ? CHECK_AGAIN : 'Submit'}
        </SubmitButton>
      </Fields>
    </Card>
  );
}
