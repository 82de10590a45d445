import styled from 'styled-components';
import { formatDate } from '@school/shared-api/selectors';
import { storyHref, type StoryRoute } from '@school/shared-ui/island';
import { PdfIcon } from './pdf-icon.tsx';

/** What a file's card shows, as its list's island carries it: the file's link is made on the server. */
export type DownloadCardItem = { key: string; title: string; date: string; file: string };

export function DownloadCard({ item, story }: { item: DownloadCardItem; story?: StoryRoute | undefined }) {
  const date = formatDate(item.date);
  return (
    <Card>
      <div className="text">
        <h2>{story ? <a href={storyHref(story, item)}>{item.title || 'Untitled'}</a> : item.title || 'Untitled'}</h2>
        {date && <time dateTime={item.date}>{date}</time>}
      </div>
      {item.file ? (
        <a
          href={item.file}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${item.title || 'file'} (PDF, opens in a new tab)`}
        >
          <PdfIcon />
        </a>
      ) : (
        <span className="none">No file attached</span>
      )}
    </Card>
  );
}

const Card = styled.div`
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 4px solid ${(p) => p.theme.color.primary};
  border-radius: ${(p) => p.theme.radius};
  background: #fff;
  box-shadow: ${(p) => p.theme.shadow};
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    font-family: ${(p) => p.theme.font.body};
    overflow-wrap: anywhere;
  }
  time {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
  }
  a {
    display: inline-flex;
    padding: 4px;
    border-radius: 6px;
    flex: none;
  }
  a:hover {
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  .none {
    color: ${(p) => p.theme.color.muted};
    font-size: 0.85rem;
    flex: none;
  }
`;
