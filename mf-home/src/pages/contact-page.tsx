import styled from 'styled-components';
import { below, useSchool } from '@school/shared-ui/runtime';
import { PageHeader, PhoneLink } from '@school/shared-ui/kit';
import { ExternalLink } from '../lib/external-link.tsx';
import { PageBody } from './page-styles.ts';

export function ContactPage() {
  const school = useSchool();
  return (
    <>
      <PageHeader route="contactUs" />
      <PageBody>
        <Layout>
          <div data-testid="contact-details">
            <h2>{school.name}</h2>
            <address>
              <p>
                <strong>Address</strong>
                {school.address}
              </p>
              <p>
                <strong>Phone</strong>
                {school.phones.slice(0, 2).map((p) => (
                  <PhoneLink key={p} phone={p} />
                ))}
              </p>
              <p>
                <strong>E-mail</strong>
                <a href={`mailto:${school.email}`}>{school.email}</a>
              </p>
              <p>
                <ExternalLink href={school.mapsUrl}>Open in Google Maps</ExternalLink>
              </p>
            </address>
          </div>
          <Map>
            <iframe
              title={`Map showing the location of ${school.name}`}
              src={school.mapEmbedUrl}
              width="600"
              height="450"
              loading="lazy"
            />
          </Map>
        </Layout>
      </PageBody>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 32px;
  align-items: start;
  address {
    font-style: normal;
  }
  h2 {
    margin-top: 0;
  }
  p {
    margin: 0 0 16px;
  }
  strong {
    display: block;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  address a {
    display: block;
    padding: 6px 0;
  }
  ${below('md')} {
    grid-template-columns: 1fr;
  }
`;
const Map = styled.div`
  iframe {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius};
  }
`;
