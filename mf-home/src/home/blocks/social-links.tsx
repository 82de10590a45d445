import styled from 'styled-components';
import { Link, useSchool } from '@school/shared-ui/runtime';
import { SocialIcon, socialLabel } from '@school/shared-ui/kit';
import { ExternalLink } from '../../lib/external-link.tsx';
import { Section } from '../section.tsx';
import { isSiteLink, socialEntries } from './social-entries.ts';

export function SocialLinks() {
  const { social } = useSchool();
  const entries = socialEntries(social);
  if (entries.length === 0) return null;
  return (
    <Section title="Follow Us">
      <List>
        {entries.map(([network, href]) => (
          <li key={network}>
            {isSiteLink(href) ? (
              <Link to={href}>
                <SocialIcon network={network} />
                {socialLabel(network)}
              </Link>
            ) : (
              <ExternalLink href={href}>
                <SocialIcon network={network} />
                {socialLabel(network)}
              </ExternalLink>
            )}
          </li>
        ))}
      </List>
    </Section>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 8px 18px;
    border-radius: 22px;
    font-weight: 600;
    text-decoration: none;
    border: 2px solid ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.primary};
  }
  a:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
`;
