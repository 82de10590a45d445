// Vimeo and other hosts need an API call for a still, so their cards keep the drawn poster.

/** The one foreign image origin of the page policy (decision record 015). */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[\w-]{11}$/;
const ID_PATHS = new Set(['embed', 'shorts', 'live']);

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

export function videoThumbnailUrl(videoUrl: string): string | null {
  const id = youtubeId(videoUrl);
  return id ? `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/hqdefault.jpg` : null;
}
