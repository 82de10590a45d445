import type { ApiClient } from '@school/shared-api';
import styled from 'styled-components';
import { below, useApi, useApiData, useSchool } from '@school/shared-ui/runtime';
import { PageHeader } from '@school/shared-ui/kit';
import { defaultMessages, type MessageKind } from '../content/default-messages.ts';
import { providerImages } from '../lib/provider-images.ts';
import { sanitizeHtml } from '../lib/sanitize.ts';
import { Column } from '../home/section.tsx';
import { MessagePhoto } from './message-photo.tsx';
import { messageView } from './message-view.ts';

const loadMessages = (api: ApiClient) => api.getPrincipalMessages();

export function MessagePage({ kind }: { kind: MessageKind }) {
  const school = useSchool();
  const api = useApi();
  const { data, loaded } = useApiData(loadMessages, []);
  const view = messageView(data, kind, school.name);
  return (
    <>
      <PageHeader route={defaultMessages[kind].route} />
      <Column>
        {/* Before the answer arrives nothing is shown, so the default never flashes by. */}
        <Layout aria-busy={!loaded} data-testid="message">
          {loaded && (
            <>
              <aside>
                <MessagePhoto path={view.photo} name={view.name} />
                <h2>{view.name}</h2>
                <p className="category">{view.category}</p>
              </aside>
              <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(view.html, providerImages(api.imageUrl)) }} />
            </>
          )}
        </Layout>
      </Column>
    </>
  );
}

const Layout = styled.article`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 32px;
  padding: 32px 0;
  min-height: 480px;
  overflow-wrap: anywhere;
  aside h2 {
    margin: 16px 0 4px;
    font-size: 1.3rem;
    color: ${(p) => p.theme.color.primary};
  }
  .category {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
    font-weight: 600;
  }
  ${below('sm')} {
    grid-template-columns: 1fr;
    gap: 16px;
    aside {
      max-width: 240px;
    }
  }
`;
const Body = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  overflow-wrap: anywhere;
  min-width: 0;
  p:first-child {
    margin-top: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
`;
