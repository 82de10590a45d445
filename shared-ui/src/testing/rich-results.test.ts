import { describe, expect, it } from 'vitest';
import { missingProperties, nodesOf } from './rich-results.ts';

describe('missingProperties', () => {
  it('names each expected property a node lacks, inside nested nodes and in every entry of a list', () => {
    expect(missingProperties({ '@type': 'Event', name: 'Fair', location: { name: 'Hall' }, organizer: {} })).toEqual([
      'startDate',
      'location.address',
      'eventStatus',
      'eventAttendanceMode',
      'organizer.name',
      'organizer.url',
      'url',
    ]);
    const gallery = { '@type': 'ImageGallery', name: 'Day', url: 'https://s/', image: [{ contentUrl: 'a' }, {}] };
    expect(missingProperties(gallery)).toEqual(['image.contentUrl']);
    expect(missingProperties({ ...gallery, image: [] })).toEqual(['image.contentUrl']);
    expect(missingProperties({ '@type': 'Recipe' })).toEqual(['Recipe: no such type']);
  });

  it("reads a block's @graph, or the block as one node", () => {
    expect(nodesOf([{ '@graph': [{ '@type': 'School' }, { '@type': 'WebSite' }] }, { '@type': 'Event' }])).toHaveLength(
      3,
    );
  });
});
