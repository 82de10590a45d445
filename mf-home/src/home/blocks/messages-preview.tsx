import styled from 'styled-components';
import type { ApiClient, MessageRecord } from '@school/shared-api';
import { below, Link, useApiData, useSchool } from '@school/shared-ui/runtime';
import { href, siteMap } from '@school/shared-ui/kit';
import { defaultMessages, type MessageKind } from '../../content/default-messages.ts';
import { excerptOf } from '../../lib/excerpt.ts';
import { MessagePhoto } from '../../messages/message-photo.tsx';
import { messageView } from '../../messages/message-view.ts';
import { homeMessages, MESSAGE_EXCERPT_MAX } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { useSelectedLoad } from '../shared-load.ts';

type Props = {
  kind: MessageKind;
  load: (api: ApiClient) => Promise<MessageRecord[]>;
};

export function MessagePreview({ kind, load }: Props) {
  const school = useSchool();
  const { data, loaded } = useApiData(useSelectedLoad(load, homeMessages), []);
  const view = messageView(data, kind, school.name);
  const { route } = defaultMessages[kind];
  const { title } = siteMap[route];
  return (
    <Section title={title} minHeight={300}>
      {loaded && (
        <Preview>
          <MessagePhoto path={view.photo} name={view.name} width={140} />
          <div>
            <p className="who">
              <strong>{view.name}</strong>, {view.category}
            </p>
            <p>{excerptOf(view.html, MESSAGE_EXCERPT_MAX)}</p>
            <Link to={href(route)}>
              Read More<span className="visually-hidden">: {title}</span>
            </Link>
          </div>
        </Preview>
      )}
    </Section>
  );
}

const Preview = styled.div`
  display: grid;
  grid-template-columns: 140px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  p {
    margin: 0 0 8px;
  }
  .who {
    color: ${(p) => p.theme.color.primary};
  }
  ${below('xs')} {
    grid-template-columns: 100px minmax(0, 1fr);
  }
`;
