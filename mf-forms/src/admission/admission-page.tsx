import { Island } from '@school/shared-ui/island';
import { PageHeader } from '@school/shared-ui/kit';
import { PageBody } from '../form/form-layout.ts';
import { useFormClientConfig } from '../form/form-client-config.ts';
import { REGISTRATION_FORM } from '../islands/names.ts';
import { AdmissionNotes } from './admission-notes.tsx';
import { RegistrationForm } from './registration-form.tsx';

export function AdmissionPage() {
  return (
    <>
      <PageHeader route="admission" />
      <PageBody>
        <Island
          name={REGISTRATION_FORM}
          wake="interaction"
          component={RegistrationForm}
          props={{ client: useFormClientConfig() }}
        />
        <AdmissionNotes />
      </PageBody>
    </>
  );
}
