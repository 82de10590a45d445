import { registrationMaxLength, type FormClientConfig } from '@school/shared-api/form-client';
import { siteMap } from '@school/shared-ui/site-map';
import {
  admissionFailure,
  admissionFieldErrors,
  ADMISSION_SUCCESS,
  CHECK_AGAIN,
  isUnconfirmed,
} from '../form/failure-messages.ts';
import { FormAlert } from '../form/form-alert.tsx';
import { Card, Note, SubmitButton } from '../form/form-layout.ts';
import { Fields } from '../form/fields.tsx';
import { TextField } from '../form/text-field.tsx';
import { useFormClient } from '../form/use-form-client.ts';
import { useFormSubmit } from '../form/use-form-submit.ts';
import { useKeyedPost } from '../form/use-keyed-post.ts';
import { useValidatedForm } from '../form/use-validated-form.ts';
import {
  emptyRegistration,
  registrationFields,
  toRegistrationForm,
  validateRegistration,
  type RegistrationField,
} from '../validation/registration.ts';

/** The form's session draft (session-draft.ts). */
const DRAFT = 'admission';

// The passwords stay out of the session draft.
const kept: readonly RegistrationField[] = ['mobileno', 'firstName'];

const loginOffer = (
  <>
    Next, <a href={siteMap.login.path}>log in as a parent</a> with this mobile number and password.
  </>
);

export type RegistrationFormProps = { client: FormClientConfig };

/** The island (mf_forms/registration-form): typing in it wakes the form alone (decision record 028). */
export function RegistrationForm({ client }: RegistrationFormProps) {
  const api = useFormClient(client);
  const form = useValidatedForm({
    initial: emptyRegistration,
    draftKey: DRAFT,
    kept,
    fields: registrationFields,
    validate: validateRegistration,
  });
  const keyed = useKeyedPost('admission');
  const { submit, pending, outcome } = useFormSubmit({
    check: () => form.check(),
    send: async () => {
      try {
        await keyed.post((idempotencyKey) => api.submitAdmission(toRegistrationForm(form.values), { idempotencyKey }));
        form.reset();
        return { tone: 'success', message: ADMISSION_SUCCESS, focus: true, next: loginOffer };
      } catch (error) {
        const onField = form.showServerErrors(admissionFieldErrors(error));
        return { tone: isUnconfirmed(error) ? 'unknown' : 'error', message: admissionFailure(error), focus: !onField };
      }
    },
  });

  return (
    <Card aria-labelledby="registration-title">
      <h2 id="registration-title">Registration Form</h2>
      <Note>All fields marked * are required.</Note>
      <FormAlert outcome={outcome} />
      <Fields
        noValidate
        draft={DRAFT}
        onSubmit={submit}
        onChange={keyed.edited}
        aria-labelledby="registration-title"
        legend="Registration details"
      >
        {/* tel-national is of the spec's Text group, allowed on type=text only; inputMode keeps the digits keypad. */}
        <TextField
          label="Mobile no"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10 digits, without +91 or spaces"
          {...form.fieldProps('mobileno')}
        />
        <TextField
          label="Student name"
          autoComplete="off"
          maxLength={registrationMaxLength.firstName}
          {...form.fieldProps('firstName')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          maxLength={registrationMaxLength.password}
          {...form.fieldProps('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          maxLength={registrationMaxLength.confmpassword}
          {...form.fieldProps('confmpassword')}
        />
        <SubmitButton type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Submitting…' : keyed.unconfirmed ? CHECK_AGAIN : 'Submit'}
        </SubmitButton>
      </Fields>
    </Card>
  );
}
