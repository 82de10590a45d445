import { useSchool } from '@school/shared-ui/runtime';
import { pphelp } from '../content/pphelp.ts';
import { ArticlePage } from './article-page.tsx';
import { telHref } from '../lib/tel-href.ts';

export function PphelpPage() {
  const school = useSchool();
  const phone = school.phones[0];
  return (
    <ArticlePage route="ppHelp" article={pphelp}>
      <p data-testid="help-desk-contacts">
        Help desk: {phone && <a href={telHref(phone)}>{phone}</a>}
        {phone && ' · '}
        <a href={`mailto:${school.email}`}>{school.email}</a>
      </p>
    </ArticlePage>
  );
}
