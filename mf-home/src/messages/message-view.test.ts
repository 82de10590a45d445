import { describe, expect, it } from 'vitest';
import { messageRecordSchema } from '@school/shared-api';
import { excerptOf } from '../lib/excerpt.ts';
import { sanitizeHtml } from '../lib/sanitize.ts';
import { messageView } from './message-view.ts';

const record = (o: Record<string, unknown>) =>
  messageRecordSchema.parse({
    id: 'm1',
    message: '<p>Hello</p>',
    name: 'Sr. Lydia',
    category: 'Principal',
    attachments: ['uploads/people/p.jpg'],
    ...o,
  });

describe('messageView', () => {
  it('takes the record of its category', () => {
    const view = messageView([record({ category: 'Manager', name: 'Sr. M' }), record({})], 'Principal', 'Test School');
    expect(view).toMatchObject({
      name: 'Sr. Lydia',
      category: 'Principal',
      html: '<p>Hello</p>',
      photo: 'uploads/people/p.jpg',
      isDefault: false,
    });
  });

  it('falls back to the built-in message, name and photo when none exists', () => {
    const view = messageView([record({ category: 'Manager' })], 'Principal', 'Test School');
    expect(view.isDefault).toBe(true);
    expect(view.name).toBe('The Principal');
    expect(view.photo).toBeNull();
    expect(view.html).toContain('Welcome to Test School.');
  });

  it('uses the fallback photo when the record has no attachment', () => {
    expect(messageView([record({ attachments: [] })], 'Principal', 'S').photo).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeps formatting', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hi <strong>all</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      () => null,
    );
    expect(clean).toBe('<p>Hi <strong>all</strong><a>x</a></p>');
  });
});

describe('excerptOf', () => {
  it('gives the text with blocks spaced, cut at a word', () => {
    expect(excerptOf('<p>One &amp; two</p><p>three</p>')).toBe('One & two three');
    expect(excerptOf('<p>alpha beta gamma</p>', 12)).toBe('alpha beta…');
  });

  it('leaves out what is not text: scripts, styles and the like', () => {
    expect(
      excerptOf(
        '<p>Hi <strong>all</strong></p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)">',
      ),
    ).toBe('Hi all');
  });
});
