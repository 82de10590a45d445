import { describe, expect, it } from 'vitest';
import { videoThumbnailUrl } from './video-thumbnails.ts';

const still = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

describe('videoThumbnailUrl', () => {
  it.each([
    ['watch', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    [
      'watch with more parameters',
      'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
      still('dQw4w9WgXcQ'),
    ],
    ['mobile watch', 'https://m.youtube.com/watch?v=a-b_c1D2e3F', still('a-b_c1D2e3F')],
    ['no www', 'http://youtube.com/watch?v=dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    ['youtu.be', 'https://youtu.be/dQw4w9WgXcQ?si=abc', still('dQw4w9WgXcQ')],
    ['embed', 'https://www.youtube.com/embed/dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    ['privacy embed', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    ['shorts', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    ['live', 'https://www.youtube.com/live/dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    ['upper-case host', 'https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ', still('dQw4w9WgXcQ')],
    ['Vimeo (needs an API call)', 'https://vimeo.com/76979871', null],
    ['another host', 'https://videos.example/watch?v=dQw4w9WgXcQ', null],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['channel page', 'https://www.youtube.com/@school', null],
    ['id too short', 'https://www.youtube.com/watch?v=abc', null],
    ['id with odd characters', 'https://youtu.be/dQw4w9WgX%22Q', null],
    ['watch without id', 'https://www.youtube.com/watch', null],
    ['not a URL', 'www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript', 'javascript:alert(1)', null],
    ['empty', '', null],
  ])('%s', (_name, url, expected) => {
    expect(videoThumbnailUrl(url)).toBe(expected);
  });
});
