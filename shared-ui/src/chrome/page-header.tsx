import styled from 'styled-components';
import { Link, useSchool } from '@school/shared-ui/runtime';
import { breadcrumbOf, href, type Crumb, type RouteName, siteMap } from '../site-map/site-map.ts';
import { usePageTitle } from './use-page-title.ts';

type Props = (
  | {
      route: RouteName;
      title?: string;
      trail?: never;
    }
  | {
      route?: never;
      title: string;
      trail?: Crumb[];
    }
) & {
  noBreadcrumb?: boolean;
};

const homeTrail = (): Crumb[] => [{ label: siteMap.home.title, to: href('home') }];

export function PageHeader({ route, title: ownTitle, trail: ownTrail, noBreadcrumb }: Props) {
  const school = useSchool();
  const title = ownTitle ?? (route ? siteMap[route].title : '');
  const trail = route ? breadcrumbOf(route) : (ownTrail ?? homeTrail());
  usePageTitle(title, school.name);
  return (
    <Banner>
      <h1>{title}</h1>
      {!noBreadcrumb && <Breadcrumb trail={trail} current={title} />}
    </Banner>
  );
}

export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol>
        {trail.map((c) => (
          <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : c.label}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

const Banner = styled.header`
  background: linear-gradient(120deg, ${(p) => p.theme.color.primaryDark}, ${(p) => p.theme.color.primary});
  color: #fff;
  padding: 28px 16px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.5rem, 4vw, 2.25rem);
  }
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
    margin: 0;
    padding: 0;
    font-size: 0.95rem;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
  }
  a {
    color: #fff;
  }
`;
