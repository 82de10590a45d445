import { PhoneLink } from '@school/shared-ui/kit';
import { useSchool } from '@school/shared-ui/runtime';
import { pphelp } from '../content/pphelp.ts';
import { ArticlePage } from './article-page.tsx';

export function PphelpPage() {
  const school = useSchool();
  const phone = school.phones[0];
  return (
    <ArticlePage route="ppHelp" article={pphelp}>
      <p data-testid="help-desk-contacts">
        Help desk: {phone && <PhoneLink phone={phone} />}
        {phone && ' · '}
        <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    </ArticlePage>
  );
}
