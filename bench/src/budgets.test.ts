import { describe, expect, it } from 'vitest';
import { checkTaps, maxFirstTapMs } from './budgets.ts';

describe('checkTaps', () => {
  it('names a first tap answered too late or never, and passes one in time', () => {
    expect(
      checkTaps([
        { label: 'the phone menu (/About)', medianMs: 40 },
        { label: 'a photo in an album (/SubGallery)', medianMs: maxFirstTapMs + 1 },
        { label: "a key in a list's search (/News)", medianMs: undefined },
      ]),
    ).toEqual([
      {
        path: 'a photo in an album (/SubGallery)',
        short: 'Tap',
        budget: `first tap answered <= ${maxFirstTapMs} ms`,
        actual: `${maxFirstTapMs + 1} ms`,
      },
      {
        path: "a key in a list's search (/News)",
        short: 'Tap',
        budget: `first tap answered <= ${maxFirstTapMs} ms`,
        actual: 'never',
      },
    ]);
  });
});
