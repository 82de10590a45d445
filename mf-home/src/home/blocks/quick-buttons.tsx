import styled from 'styled-components';
import { Link, useSchool } from '@school/shared-ui/runtime';
import { phoneLink, quickLinks } from '../../content/quick-links.ts';
import { ExternalLink } from '../../lib/external-link.tsx';
import { QuickIcon } from './quick-icons.tsx';

export function QuickButtons() {
  const school = useSchool();
  const phone = phoneLink(school);
  return (
    <Nav aria-label="Quick access">
      <ul>
        {quickLinks.map((q) => (
          <li key={q.label}>
            {'to' in q ? (
              <Link to={q.to}>
                <QuickIcon name={q.icon} />
                {q.label}
              </Link>
            ) : (
              <ExternalLink href={q.href(school)}>
                <QuickIcon name={q.icon} />
                {q.label}
              </ExternalLink>
            )}
          </li>
        ))}
        {phone.label && (
          <li>
            <a href={phone.href}>
              <QuickIcon name="phone" />
              <span className="visually-hidden">Call </span>
              {phone.label}
            </a>
          </li>
        )}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 56px;
    height: 100%;
    padding: 10px 14px;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.color.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${(p) => p.theme.color.primaryDark};
  }
  .icon {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.18);
  }
`;
