import { PageHeader } from '@school/shared-ui';
import { PageBody } from '../form/form-layout.ts';
import { AdmissionNotes } from './admission-notes.tsx';
import { RegistrationForm } from './registration-form.tsx';
import { NeedsJavaScript } from '../form/needs-javascript.tsx';

export function AdmissionPage() {
  return (
    <>
      <PageHeader route="admission" />
      <PageBody>
        <NeedsJavaScript />
        <RegistrationForm />
        <AdmissionNotes />
      </PageBody>
    </>
  );
}
