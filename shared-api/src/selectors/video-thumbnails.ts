// A video card's picture. YouTube serves a still of every video at a URL made from its id; Vimeo
// and other hosts need an API call for one, so their cards keep the drawn poster.

/** Where YouTube's stills come from: the one foreign image origin of the page policy (record 015). */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[\w-]{11}$/;
/** Paths that carry the id as their second segment: /embed/<id>, /shorts/<id>, /live/<id>. */
const ID_PATHS = new Set(['embed', 'shorts', 'live']);

/** The YouTube id of a watch, youtu.be, embed, shorts or live link; null for anything else. */
export function youtubeId(videoUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = first;
  else if (YOUTUBE_HOSTS.has(host))
    id = first === 'watch' ? url.searchParams.get('v') : ID_PATHS.has(first) ? second : null;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The still of a YouTube video (480×360, letterboxed to 4:3); null where none is known. */
export function videoThumbnailUrl(videoUrl: string): string | null {
  const id = youtubeId(videoUrl);
  return id ? `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/hqdefault.jpg` : null;
}
