import { describe, expect, it } from 'vitest';
import { achievementsOf, isKioskAchievement, kioskAchievements } from './achievements.ts';

describe('achievements', () => {
  it('kiosk accepts both spellings', () => {
    expect(isKioskAchievement('Achivements')).toBe(true);
    expect(isKioskAchievement('Achievements')).toBe(true);
    expect(isKioskAchievement('achievements')).toBe(false);
    expect(isKioskAchievement('PhotoGallery')).toBe(false);
    expect(isKioskAchievement(undefined)).toBe(false);
  });

  const items = [
    { title: 'a', category: 'Achivements', date: '2024-02-01' },
    { title: 'b', category: 'Achievements', date: '2024-05-01' },
    { title: 'c', category: 'Achievements', date: '2023-05-01' },
    { title: 'd', category: 'PhotoGallery', date: '2024-05-01' },
  ];

  it('home and Activites use the correct spelling only', () => {
    expect(achievementsOf(items).map((i) => i.title)).toEqual(['b', 'c']);
  });

  it('kiosk keeps the year of SPEC §9 by default', () => {
    expect(kioskAchievements(items).map((i) => i.title)).toEqual(['a', 'b']);
    expect(kioskAchievements(items, 2023).map((i) => i.title)).toEqual(['c']);
  });
});
