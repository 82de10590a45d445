import { describe, expect, it } from 'vitest';
import { videoSchema } from '@school/shared-api';
import { sortVideos, videoView } from './video-view.ts';

const video = (title: string, date: string) =>
  videoSchema.parse({ title, date, videoUrl: `https://www.youtube.com/watch?v=${title.length}` });
const videos = sortVideos([
  video('Sports Day', '2023-01-20'),
  video('Annual Day', '2024-12-14'),
  video('Founders Day', '2024-02-01'),
]);

describe('videoView', () => {
  it('lists newest first with the years found', () => {
    const view = videoView(videos, 'all');
    expect(view.visible.map((v) => v.title)).toEqual(['Annual Day', 'Founders Day', 'Sports Day']);
    expect(view.years).toEqual([2024, 2023]);
  });

  it('filters by year', () => {
    expect(videoView(videos, 2023).visible.map((v) => v.title)).toEqual(['Sports Day']);
    expect(videoView(videos, 2019).visible).toEqual([]);
  });
});
