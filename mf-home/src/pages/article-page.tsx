import type { ReactNode } from 'react';
import { PageHeader, type RouteName } from '@school/shared-ui/kit';
import { useSchool } from '@school/shared-ui/runtime';
import type { Article } from '../content/types.ts';
import { ContentPhoto } from './content-photo.tsx';
import { fill } from './fill.ts';
import { ArticleLayout, Figure, PageBody } from './page-styles.ts';

export function ArticlePage({
  route,
  article,
  children,
}: {
  route: RouteName;
  article: Article;
  children?: ReactNode;
}) {
  const school = useSchool();
  return (
    <>
      <PageHeader route={route} />
      <PageBody>
        <ArticleLayout $withImage={!!article.image}>
          {article.image && (
            <Figure>
              <ContentPhoto image={article.image} sizes="(max-width: 767px) 100vw, 460px" eager />
            </Figure>
          )}
          <div className="prose" data-testid="article">
            {article.sections.map((s, i) => (
              <div key={s.heading ?? i}>
                {s.heading && <h2>{s.heading}</h2>}
                {s.paragraphs?.map((p) => (
                  <p key={p}>{fill(p, school)}</p>
                ))}
                {s.list && (
                  <ul>
                    {s.list.map((item) => (
                      <li key={item}>{fill(item, school)}</li>
                    ))}
                  </ul>
                )}
                {s.steps && (
                  <ol>
                    {s.steps.map((item) => (
                      <li key={item}>{fill(item, school)}</li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
            {children}
          </div>
        </ArticleLayout>
      </PageBody>
    </>
  );
}
