// The demo content: deterministic, laid out around `now`, and shaped as the site's pages need.
import { describe, expect, it } from 'vitest';
import { galleryItemSchema } from '@school/shared-api/contract';
import { isKioskAchievement, kioskAchievements } from '@school/shared-api/selectors';
import { DOUBLY_FILED } from './achievements.ts';
import { buildDataset } from './dataset.ts';
import { FIXED_NOW } from '../test-helpers.ts';

const ymd = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The calendar day a browser in this time zone shows for one of the API's timestamps. */
const localDay = (iso: string): string => ymd(new Date(iso));

describe('demo content', () => {
  const data = buildDataset(FIXED_NOW);

  it('is deterministic for a given now', () => {
    const again = buildDataset(new Date(FIXED_NOW));
    expect(JSON.stringify({ ...again, documents: [...again.documents] })).toBe(
      JSON.stringify({ ...data, documents: [...data.documents] }),
    );
  });

  it('has birthdays dated today, students and teachers, with and without photos', () => {
    for (const now of [FIXED_NOW, new Date()]) {
      const { birthdays } = buildDataset(now);
      expect(birthdays.every((b) => localDay(b.date) === ymd(now))).toBe(true);
      expect(birthdays.filter((b) => b.category === 'Student').length).toBeGreaterThanOrEqual(2);
      expect(birthdays.filter((b) => b.category === 'Teacher').length).toBeGreaterThanOrEqual(4);
      expect(birthdays.some((b) => b.attachments.length === 0)).toBe(true);
      expect(birthdays.some((b) => b.attachments.length > 0)).toBe(true);
    }
  });

  it('has calendar entries and events in the current month (for any month)', () => {
    for (let m = 0; m < 12; m++) {
      const now = new Date(2025, m, 15, 9);
      const d = buildDataset(now);
      const month = ymd(now).slice(0, 7);
      expect(d.calendar.filter((c) => localDay(c.date).startsWith(month)).length, month).toBeGreaterThanOrEqual(3);
      expect(
        d.eventsAll.some((e) => localDay(e.date).startsWith(month)),
        month,
      ).toBe(true);
      expect(d.eventsHome.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('spans the years 2019 to now and nothing lies in the future except planned events', () => {
    const years = new Set(data.news.map((n) => n.date.slice(0, 4)));
    for (let y = 2019; y <= 2026; y++) expect(years.has(String(y)), String(y)).toBe(true);
    const end = FIXED_NOW.getTime() + 86_400_000;
    for (const list of [data.news, data.gallery, data.circulars, data.videos])
      for (const item of list) expect(Date.parse(item.date)).toBeLessThan(end);
  });

  it('covers every content category and the gallery categories', () => {
    const categories = new Set(data.content.map((c) => c.category));
    for (const c of [
      'PhotoGallery',
      'Principal',
      'Manager',
      'Circular',
      'Notice',
      'NoticeBoard',
      'News',
      'HomeWork',
      'Syllabus',
      'Achievements',
    ])
      expect(categories.has(c as never), c).toBe(true);
    const gallery = new Set(data.gallery.map((g) => g.category));
    for (const c of ['PhotoGallery', 'Achievements', 'kidsZone', 'Achivements'])
      expect(gallery.has(c as never), c).toBe(true);
    expect(data.gallery.filter((g) => g.category === 'Achivements').every((g) => g.date.startsWith('2024'))).toBe(true);
  });

  it('sorts notices by fromDate, newest first, and gives downloads a PDF', () => {
    const from = data.notices.map((n) => n.fromDate);
    expect(from).toEqual([...from].sort().reverse());
    for (const item of data.content.filter((c) => ['Circular', 'HomeWork', 'Syllabus'].includes(c.category)))
      expect(item.attachments[0]).toMatch(/\.pdf$/);
  });

  it('has class X toppers for the default session, some with photos and some without', () => {
    const session = `${FIXED_NOW.getFullYear() - 1}-${FIXED_NOW.getFullYear()}`;
    const x = data.toppers.filter((t) => t.class === 'X' && t.sessionYear === session);
    expect(x.length).toBeGreaterThanOrEqual(3);
    expect(data.toppers.some((t) => t.attachments.length === 0)).toBe(true);
    expect(data.toppers.some((t) => t.class !== 'X')).toBe(true);
  });

  it('has notifications with a link, HTML messages and https videos', () => {
    // dev-api's demo portal pages, on its own URL (the list routes write it): no dead example.edu domain.
    expect(data.notifications.filter((n) => n.url !== '').map((n) => [n.urlTitle, n.url])).toEqual([
      ['Apply Online', '{apiBaseUrl}/demo/portal/admission'],
      ['Pay Now', '{apiBaseUrl}/demo/portal/payment'],
    ]);
    for (const m of data.messages) expect(m.message).toMatch(/<p>.*<strong>[\s\S]*<ul>/s);
    const youtube = /^https:\/\/(www\.youtube\.com\/(watch\?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{11}$/;
    const vimeo = /^https:\/\/vimeo\.com\/\d{9}$/;
    for (const v of data.videos) expect(v.videoUrl).toMatch(new RegExp(`${youtube.source}|${vimeo.source}`));
    expect(data.videos.some((v) => youtube.test(v.videoUrl))).toBe(true);
    expect(data.videos.some((v) => vimeo.test(v.videoUrl))).toBe(true);
  });

  it('gives every record a unique id', () => {
    for (const list of [data.content, data.gallery, data.eventsAll, data.calendar, data.toppers]) {
      const ids = list.map((r) => `${'category' in r ? r.category : ''}|${r._id}`);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('files two 2024 achievements under both spellings with the same id (the kiosk shows them once)', () => {
    const copiesOf = (id: string) => data.gallery.filter((g) => g._id === id);
    const twice = [...new Set(data.gallery.map((g) => g._id))].map(copiesOf).filter((copies) => copies.length > 1);
    expect(twice).toHaveLength(DOUBLY_FILED);
    for (const copies of twice) {
      expect(copies.map((g) => g.category).sort()).toEqual(['Achievements', 'Achivements']);
      expect(copies[0]!.date.slice(0, 4)).toBe('2024');
    }
  });

  it("files some 2024 achievements again under the other spelling, a few days off: the kiosk's slide shows each once", () => {
    const kiosk = data.gallery.filter((g) => isKioskAchievement(g.category) && g.date.startsWith('2024'));
    const titles = kiosk.map((g) => g.title);
    expect(new Set(titles).size).toBeLessThan(new Set(kiosk.map((g) => g._id)).size);
    const shown = kioskAchievements(kiosk.map((g) => galleryItemSchema.parse(g))).map((g) => g.title);
    expect(shown.sort()).toEqual([...new Set(titles)].sort());
    expect(shown.filter((t) => t === 'First prize in the inter-school quiz of the Rotary Club of Nagpur')).toHaveLength(
      1,
    );
  });

  it('adds the benchmark sets at scale large', () => {
    const large = buildDataset(FIXED_NOW, 'large');
    expect(large.gallery.length - data.gallery.length).toBe(2000);
    expect(large.news.length - data.news.length).toBe(5000);
    expect(Math.max(...large.gallery.map((g) => g.attachments.length))).toBe(500);
  });
});
