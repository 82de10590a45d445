import { useState } from 'react';
import { downloadFile, tcMaxLength, type FormClientConfig } from '@school/shared-api/form-client';
import { CHECK_AGAIN, isUnconfirmed, tcFailure, TC_DOWNLOAD_FAILED } from '../form/failure-messages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { Card, SubmitButton } from '../form/form-layout.ts';
import { Fields } from '../form/fields.tsx';
import { TextField } from '../form/text-field.tsx';
import { useDraftValues } from '../form/use-draft-values.ts';
import { useFormClient } from '../form/use-form-client.ts';
import { useFieldFocus } from '../form/use-field-focus.ts';
import { useFormSubmit } from '../form/use-form-submit.ts';
import { useKeyedPost } from '../form/use-keyed-post.ts';
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
  const [invalid, setInvalid] = useState<readonly TcField[]>([]);
  const keyed = useKeyedPost('tc');
  const { submit, pending, outcome, setOutcome } = useFormSubmit({
    check: () => {
      const problem = validateTc(values);
      if (!problem) return true;
      const errors = tcErrors(values);
      setInvalid(tcFields.filter((f) => errors[f] !== undefined));
      focus(problem.field);
      return { tone: 'error', message: problem.message };
    },
    send: async () => {
      let reference: string;
      try {
        reference = await keyed.post((idempotencyKey) => api.requestTc(toTcRequest(values), { idempotencyKey }));
      } catch (error) {
        return { tone: isUnconfirmed(error) ? 'unknown' : 'error', message: tcFailure(error), focus: true };
      }
      try {
        downloadFile(await api.downloadImage(reference), TC_FILE_NAME);
        return {
          tone: 'success',
          message: `Your transfer certificate has been downloaded as ${TC_FILE_NAME}.`,
          focus: true,
        };
      } catch {
        window.alert(TC_DOWNLOAD_FAILED);
        return { tone: 'error', message: TC_DOWNLOAD_FAILED, focus: true };
      }
    },
  });

  const change = (field: TcField, value: string) => {
    keyed.edited();
    setValue(field, value);
    setOutcome(null);
    setInvalid([]);
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
          {pending ? 'Please wait…' : keyed.unconfirmed ? CHECK_AGAIN : 'Submit'}
        </SubmitButton>
      </Fields>
    </Card>
  );
}
