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

  it('kiosk keeps its default achievements year', () => {
    expect(kioskAchievements(items).map((i) => i.title)).toEqual(['a', 'b']);
    expect(kioskAchievements(items, 2023).map((i) => i.title)).toEqual(['c']);
  });

  it.each([
    {
      name: 'a record under both spellings shows once, where it first came',
      items: [
        { key: '1', title: 'gold', category: 'Achievements', date: '2024-02-01' },
        { key: '2', title: 'quiz', category: 'Achivements', date: '2024-03-01' },
        { key: '1', title: 'gold', category: 'Achivements', date: '2024-02-01' },
      ],
      expected: ['gold', 'quiz'],
    },
    {
      name: 'the same id twice under one spelling shows once',
      items: [
        { key: '1', title: 'gold', category: 'Achivements', date: '2024-02-01' },
        { key: '1', title: 'gold again', category: 'Achivements', date: '2024-02-01' },
      ],
      expected: ['gold'],
    },
    {
      name: 'a copy of another year or category does not hide the record',
      items: [
        { key: '1', title: 'old', category: 'Achievements', date: '2023-02-01' },
        { key: '1', title: 'photo', category: 'PhotoGallery', date: '2024-02-01' },
        { key: '1', title: 'gold', category: 'Achivements', date: '2024-02-01' },
      ],
      expected: ['gold'],
    },
    {
      name: 'a record filed again under the other spelling, with another id and a day off, shows once',
      items: [
        { key: '1', title: 'First prize in the quiz', category: 'Achivements', date: '2024-09-18' },
        { key: '2', title: 'Gold in athletics', category: 'Achievements', date: '2024-09-17' },
        { key: '3', title: 'First prize in the quiz', category: 'Achievements', date: '2024-09-17' },
        { key: '4', title: 'first prize in the quiz.', category: 'Achivements', date: '2024-02-06' },
      ],
      expected: ['First prize in the quiz', 'Gold in athletics'],
    },
    {
      name: 'records without a key show once per title',
      items: [
        { title: 'a', category: 'Achivements', date: '2024-02-01' },
        { title: 'a', category: 'Achievements', date: '2024-02-01' },
        { title: 'b', category: 'Achievements', date: '2024-02-01' },
      ],
      expected: ['a', 'b'],
    },
    {
      name: 'untitled records (photos only) are told apart by their id',
      items: [
        { key: '1', title: '', category: 'Achivements', date: '2024-02-01' },
        { key: '2', title: '', category: 'Achivements', date: '2024-02-01' },
      ],
      expected: ['', ''],
    },
    {
      name: 'the same title in another year is another achievement',
      items: [
        { key: '1', title: 'Green School award', category: 'Achivements', date: '2023-02-01' },
        { key: '2', title: 'Green School award', category: 'Achivements', date: '2024-02-01' },
      ],
      expected: ['Green School award'],
    },
  ])('kiosk: $name', ({ items: list, expected }) => {
    expect(kioskAchievements(list).map((i) => i.title)).toEqual(expected);
  });
});
