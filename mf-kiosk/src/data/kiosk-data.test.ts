import { describe, expect, it, vi } from 'vitest';
import { birthdaySchema, galleryItemSchema, newsTitleSchema } from '@school/shared-api';
import { makeBirthday, makeGalleryItem } from '@school/shared-api/testing';
import {
  EMPTY_KIOSK_DATA,
  keepForKiosk,
  loadKioskData,
  localDay,
  hasNoContent,
  sameKioskData,
  withoutStaleBirthdays,
} from './kiosk-data.ts';

const gallery = (title: string, category = 'PhotoGallery', photos = 3) =>
  galleryItemSchema.parse(
    makeGalleryItem({ title, category, attachments: Array.from({ length: photos }, (_, i) => `p/${i}.jpg`) }),
  );

describe('keepForKiosk', () => {
  it('keeps the first two items (photos capped at 20) and every achievement, in order', () => {
    const kept = keepForKiosk([
      gallery('a', 'PhotoGallery', 30),
      gallery('b', 'Achivements'),
      gallery('c'),
      gallery('d', 'Achievements'),
      gallery('e', 'kidsZone'),
      gallery('f', 'Achivements'),
    ]);
    expect(kept.map((g) => g.title)).toEqual(['a', 'b', 'd', 'f']);
    expect(kept[0]?.attachments).toHaveLength(20);
  });
});

describe('loadKioskData', () => {
  it('calls the three lists and stamps the day', async () => {
    const api = {
      getGallery: vi.fn(async () => [gallery('a')]),
      getBirthdays: vi.fn(async () => [birthdaySchema.parse(makeBirthday())]),
      getNewsTitles: vi.fn(async () => Array.from({ length: 50 }, (_, i) => newsTitleSchema.parse({ title: `n${i}` }))),
    };
    const signal = new AbortController().signal;
    const data = await loadKioskData(api, signal, new Date(2024, 5, 9, 8));
    expect(api.getGallery).toHaveBeenCalledWith({ signal, strict: true });
    expect(data.day).toBe('2024-06-09');
    expect(data.news).toHaveLength(30);
    expect(data.birthdays).toHaveLength(1);
  });
});

describe('failure and staleness', () => {
  it('tells when there is nothing to show at all', () => {
    expect(hasNoContent(EMPTY_KIOSK_DATA)).toBe(true);
    expect(hasNoContent({ ...EMPTY_KIOSK_DATA, news: [newsTitleSchema.parse({ title: 'x' })] })).toBe(false);
  });
  it("drops yesterday's birthdays and keeps everything else", () => {
    const data = {
      ...EMPTY_KIOSK_DATA,
      gallery: [gallery('a')],
      birthdays: [birthdaySchema.parse(makeBirthday())],
      day: '2024-06-09',
    };
    expect(withoutStaleBirthdays(data, new Date(2024, 5, 9, 23))).toBe(data);
    const next = withoutStaleBirthdays(data, new Date(2024, 5, 10, 0, 5));
    expect(next.birthdays).toEqual([]);
    expect(next.gallery).toBe(data.gallery);
    expect(localDay(new Date(2024, 0, 5))).toBe('2024-01-05');
  });
  it('compares by content', () => {
    expect(sameKioskData({ ...EMPTY_KIOSK_DATA }, { ...EMPTY_KIOSK_DATA })).toBe(true);
    expect(sameKioskData(EMPTY_KIOSK_DATA, { ...EMPTY_KIOSK_DATA, day: 'x' })).toBe(false);
  });
});
