import styled from 'styled-components';
import { Link, type SchoolProfile } from '@school/shared-ui/runtime';
import { PhoneLink, SocialIcon, socialLabel } from '@school/shared-ui/kit';
import { PAGE_END_ID } from './first-paint.ts';
import { footerLinks } from './nav-links.ts';

export function Footer({ school }: { school: SchoolProfile }) {
  return (
    <Foot id={PAGE_END_ID}>
      <Columns>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            {school.address}
            <br />
            {school.phones.map((p) => (
              <span key={p}>
                <PhoneLink phone={p} />
                <br />
              </span>
            ))}
            <a href={`mailto:${school.email}`}>{school.email}</a>
            <br />
            <a href={school.mapsUrl} target="_blank" rel="noopener noreferrer">
              Find us on the map<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </address>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {footerLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Not a region: the home page's Follow Us is one, and two landmarks may not share a name. */}
        <div>
          <h2>Follow Us</h2>
          <Social>
            {/* The links come from the school profile; config/school-profile.json points them all to /. */}
            {Object.entries(school.social).map(([network, href]) => (
              <li key={network}>
                {href.startsWith('/') ? (
                  <Link to={href} aria-label={socialLabel(network)}>
                    <SocialIcon network={network} />
                  </Link>
                ) : (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${socialLabel(network)} (opens in a new tab)`}
                  >
                    <SocialIcon network={network} />
                  </a>
                )}
              </li>
            ))}
          </Social>
        </div>
      </Columns>
      <Copy>© 2024 {school.name}. All rights reserved.</Copy>
    </Foot>
  );
}

const Foot = styled.footer`
  background: #2a0b10;
  color: #f3ece4;
  margin-top: 48px;
  a {
    color: #fff;
  }
  h2 {
    font-size: 1.1rem;
    color: ${(p) => p.theme.color.accent};
  }
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 24px;
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 32px 16px;
  address {
    font-style: normal;
    line-height: 1.9;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    columns: 2;
  }
  li a {
    display: inline-block;
    padding: 6px 0;
  }
`;
const Social = styled.ul`
  display: flex;
  gap: 12px;
  columns: auto !important;
  /* li a: as specific as the quick links' rule above, which would otherwise pad these. */
  li a {
    display: inline-flex;
    width: 44px;
    height: 44px;
    padding: 0;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
  }
  svg {
    width: 22px;
    height: 22px;
    fill: #fff;
  }
`;
const Copy = styled.p`
  margin: 0;
  padding: 14px 16px;
  text-align: center;
  font-size: 0.9rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;
