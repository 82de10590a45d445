import { PageHeader } from '@school/shared-ui/kit';
import { infrastructure } from '../content/infrastructure.ts';
import { ContentPhoto } from './content-photo.tsx';
import { PageBody, PhotoGrid } from './page-styles.ts';

export function InfrastructurePage() {
  return (
    <>
      <PageHeader route="schoolInfrastructure" />
      <PageBody>
        <PhotoGrid data-testid="infrastructure-grid">
          {infrastructure.map((img, i) => (
            <li key={img.picture.src}>
              <figure>
                <ContentPhoto image={img} sizes="(max-width: 560px) 100vw, 400px" eager={i < 4} />
                <figcaption>
                  <strong>{img.caption}</strong>
                </figcaption>
              </figure>
            </li>
          ))}
        </PhotoGrid>
      </PageBody>
    </>
  );
}
