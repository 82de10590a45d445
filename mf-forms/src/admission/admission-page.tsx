import { PageHeader } from '@school/shared-ui/kit';
import { PageBody } from '../form/form-layout.ts';
import { AdmissionNotes } from './admission-notes.tsx';
import { RegistrationForm } from './registration-form.tsx';

export function AdmissionPage() {
  return (
    <>
      <PageHeader route="admission" />
      <PageBody>
        <RegistrationForm />
        <AdmissionNotes />
      </PageBody>
    </>
  );
}
