import { PageHeader } from '@school/shared-ui/kit';
import { cabinet } from '../content/cabinet.ts';
import { ContentPhoto } from './content-photo.tsx';
import { PageBody, PhotoGrid } from './page-styles.ts';

export function CabinetPage() {
  return (
    <>
      <PageHeader route="schoolCabinet" />
      <PageBody>
        <PhotoGrid data-testid="cabinet-grid">
          {cabinet.map((b, i) => (
            <li key={b.role}>
              <figure>
                <ContentPhoto image={b.photo} sizes="(max-width: 560px) 100vw, 280px" eager={i < 4} />
                <figcaption>
                  <strong>{b.role}</strong>
                  {b.name}, {b.className}
                </figcaption>
              </figure>
            </li>
          ))}
        </PhotoGrid>
      </PageBody>
    </>
  );
}
