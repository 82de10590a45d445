import styled from 'styled-components';
import type { ApiClient } from '@school/shared-api';
import { below, Link, useApiData, useSchool } from '@school/shared-ui';
import { defaultMessages, type MessageKind } from '../../content/default-messages.ts';
import { excerptOf } from '../../lib/sanitize.ts';
import { MessagePhoto } from '../../messages/message-photo.tsx';
import { messageView } from '../../messages/message-view.ts';
import { Section } from '../section.tsx';

const loadMessages = (api: ApiClient) => api.getPrincipalMessages();

/** The principal's and manager's messages, shortened, each with a read-more link to its page. */
export function MessagesPreview() {
  const school = useSchool();
  const { data, loaded } = useApiData(loadMessages, []);
  return (
    <Pair>
      {(['Principal', 'Manager'] as MessageKind[]).map((kind) => {
        const view = messageView(data, kind, school.name);
        const { title, route } = defaultMessages[kind];
        return (
          <Section key={kind} title={title} testId={`message-${kind.toLowerCase()}`} minHeight={300}>
            {loaded && (
              <Preview>
                <MessagePhoto path={view.photo} name={view.name} width={140} />
                <div>
                  <p className="who">
                    <strong>{view.name}</strong>, {view.category}
                  </p>
                  <p>{excerptOf(view.html, 220)}</p>
                  <Link to={route}>
                    Read More<span className="visually-hidden">: {title}</span>
                  </Link>
                </div>
              </Preview>
            )}
          </Section>
        );
      })}
    </Pair>
  );
}

const Pair = styled.div`
  display: grid; grid-template-columns: 1fr 1fr; gap: 32px;
  ${below('md')} { grid-template-columns: 1fr; }
`;
const Preview = styled.div`
  display: grid; grid-template-columns: 140px minmax(0, 1fr); gap: 16px; align-items: start;
  p { margin: 0 0 8px; }
  .who { color: ${(p) => p.theme.color.primary}; }
  ${below('xs')} { grid-template-columns: 100px minmax(0, 1fr); }
`;
