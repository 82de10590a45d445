import { describe, expect, it } from 'vitest';
import { createTestClient, makeContentItem, makeEvent, makeNews, setupApi } from '../testing/index.ts';
import { circularStory, eventStory, newsStory, noticeStory } from './story-items.ts';

const { serve } = setupApi();
const api = () => createTestClient({ keptAnswers: false });

describe('a story by the key its list links with', () => {
  it('takes the content item of that id when it is of the kind', async () => {
    serve({
      contentAll: [makeContentItem({ _id: 'n-1', category: 'News', title: 'Sports Day', message: '<p>x</p>' })],
    });
    await expect(newsStory(api(), 'n-1')).resolves.toEqual({
      key: 'n-1',
      category: 'News',
      title: 'Sports Day',
      description: expect.any(String),
      date: expect.any(String),
      attachments: expect.any(Array),
    });
  });

  it('finds an entry the item call does not know in the list the page links from', async () => {
    // Without an id a record is keyed by its title and date: the list is the only place to find it.
    const undated = makeNews({ _id: '', title: 'No id', date: '2024-03-05' });
    serve({ newsAll: [makeNews({ _id: 'other' }), undated] });
    await expect(newsStory(api(), 'No id|2024-03-05')).resolves.toMatchObject({ title: 'No id' });
  });

  it('answers null for a record of another kind, an unknown id and no id', async () => {
    const notice = makeContentItem({ _id: 'nb-1', category: 'NoticeBoard', title: 'Holiday' });
    serve({ contentAll: [notice], newsAll: [makeNews({ _id: 'n-1' })] });
    await expect(newsStory(api(), 'nb-1')).resolves.toBeNull();
    await expect(noticeStory(api(), 'nb-1')).resolves.toMatchObject({ title: 'Holiday' });
    await expect(noticeStory(api(), 'n-1')).resolves.toBeNull();
    await expect(newsStory(api(), 'nope')).resolves.toBeNull();
    await expect(newsStory(api(), ' ')).resolves.toBeNull();
  });

  it('finds a circular by id or in the circular list', async () => {
    serve({
      contentAll: [makeContentItem({ _id: 'c-1', category: 'Circular', title: 'Fee circular' })],
      circularAll: [makeContentItem({ _id: 'c-2', category: '', title: 'Only listed' })],
    });
    await expect(circularStory(api(), 'c-1')).resolves.toMatchObject({ title: 'Fee circular' });
    await expect(circularStory(api(), 'c-2')).resolves.toMatchObject({ title: 'Only listed' });
    await expect(circularStory(api(), 'c-3')).resolves.toBeNull();
  });

  it('finds an event by its own call, with every field its page shows', async () => {
    serve({ eventsAll: [makeEvent({ _id: 'e-1', title: 'Annual Day', venue: 'Hall' })] });
    await expect(eventStory(api(), 'e-1')).resolves.toMatchObject({ title: 'Annual Day', venue: 'Hall' });
    await expect(eventStory(api(), 'e-2')).resolves.toBeNull();
  });
});
