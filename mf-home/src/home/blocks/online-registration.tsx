import styled from 'styled-components';
import type { ApiClient } from '@school/shared-api';
import { href, STAY_TUNED } from '@school/shared-ui/kit';
import { Link, useApi, useApiData } from '@school/shared-ui/runtime';
import { ExternalLink } from '../../lib/external-link.tsx';
import { homeRegistrations } from '../home-selectors.ts';

const loadRegistrations = (api: ApiClient) => api.getOnlineRegistrations().then(homeRegistrations);

export function OnlineRegistration() {
  const api = useApi();
  const { data } = useApiData(loadRegistrations, []);
  return (
    <Strip aria-labelledby="online-registration-title">
      <h2 id="online-registration-title">Online Registration</h2>
      {data.length === 0 ? (
        <p>{STAY_TUNED}</p>
      ) : (
        <ul>
          {data.map((r) => (
            <li key={r.key}>
              <span>{r.title}</span>
              {r.attachments[0] && (
                <ExternalLink href={api.imageUrl(r.attachments[0])}>
                  Attachment<span className="visually-hidden">: {r.title}</span>
                </ExternalLink>
              )}
            </li>
          ))}
        </ul>
      )}
      <RegisterLink to={href('admission')}>Register Now</RegisterLink>
    </Strip>
  );
}

const Strip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding: 16px 20px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.color.primaryDark};
  color: #fff;
  h2 {
    margin: 0;
    font-size: 1.2rem;
    color: ${(p) => p.theme.color.accent};
  }
  p,
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    flex: 1 1 320px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  a {
    color: #fff;
    font-weight: 600;
  }
  :focus-visible {
    outline-color: #fff;
  }
`;
const RegisterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: 22px;
  text-decoration: none;
  background: ${(p) => p.theme.color.accent};
  color: #1f2328 !important;
`;
