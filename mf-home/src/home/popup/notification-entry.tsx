import type { Notification } from '@school/shared-api';
import { pictureUrls, type PictureSource } from '@school/shared-api/pictures';
import { ExternalLink } from '../../lib/external-link.tsx';
import { ButtonLink } from '../section.tsx';
import { EntryActions, EntryImage } from './popup-styles.ts';

export function NotificationEntry({ item, pictures }: { item: Notification; pictures: PictureSource }) {
  const api = pictureUrls(pictures);
  const image = item.image[0];
  const file = item.attachments[0];
  const label = item.urlTitle.trim() || 'Open Link';
  return (
    <article>
      <h3>{item.title}</h3>
      {image && (
        <EntryImage
          src={api.imageUrl(image, { width: 800 })}
          srcSet={api.imageSrcSet(image, 1200)}
          sizes="(max-width: 664px) 90vw, 600px"
          alt={item.title}
          width={600}
          height={400}
        />
      )}
      {item.desc && <p>{item.desc}</p>}
      <EntryActions>
        {item.url &&
          (item.url.startsWith('/') ? (
            <ButtonLink href={item.url}>{label}</ButtonLink>
          ) : (
            <ButtonLink as={ExternalLink} href={item.url}>
              {label}
            </ButtonLink>
          ))}
        {file && (
          <ButtonLink as={ExternalLink} href={api.imageUrl(file)}>
            Attachment
          </ButtonLink>
        )}
      </EntryActions>
    </article>
  );
}
