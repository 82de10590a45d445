// Every list endpoint against the payloads the provider has been known to send, and worse.
// Table-driven: a list endpoint added to the contract without a row here fails to compile.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointsOfKind, endpoints, type ListEndpointName } from '../contract/index.ts';
import {
  endpointPattern,
  failingHandler,
  listHandler,
  makeBirthday,
  makeContentItem,
  makeEvent,
  makeGalleryItem,
  makeNews,
  makeTopper,
  createTestClient,
  keepToken,
  logged,
  setupApi,
} from '../testing/index.ts';
import { listCallTable } from '../testing/list-call-table.ts';

// required: a blank label drops the record. datedOnly: an unreadable date drops it (else it is kept undated).
type Row = { good: Record<string, unknown>; label: 'title' | 'name'; required: boolean; datedOnly?: boolean };

// The sub gallery is a list on the wire that the client reads one item from (item-calls.ts).
type ListCallEndpoint = Exclude<ListEndpointName, 'subGallery'>;
const rows: Record<ListCallEndpoint, Row> = {
  newsAll: { good: makeNews(), label: 'title', required: true },
  newsTitles: {
    good: { title: 'Admissions open for 2025-26', description: 'Forms at the school office.' },
    label: 'title',
    required: true,
  },
  galleryAll: { good: makeGalleryItem(), label: 'title', required: false },
  toppers: { good: makeTopper(), label: 'name', required: true },
  principalMessage: {
    good: {
      _id: 'msg-1',
      name: 'Sr. Maria Dsouza',
      category: 'Principal',
      message: '<p>Dear parents…</p>',
      attachments: 'uploads/principal.jpg',
    },
    label: 'name',
    required: false,
  },
  circularAll: { good: makeContentItem(), label: 'title', required: false },
  birthdays: { good: makeBirthday(), label: 'name', required: true },
  highlights: {
    good: { title: 'School reopens on 10 June', attachments: ['uploads/highlights/reopen.jpg'] },
    label: 'title',
    required: true,
  },
  highlightAll: {
    good: makeContentItem({ category: 'Notice', title: 'PTA meeting on Saturday' }),
    label: 'title',
    required: false,
  },
  notifications: {
    good: {
      title: 'Fee reminder',
      image: ['uploads/n/fee.jpg'],
      desc: 'Last date 15 July',
      url: 'https://pay.example.org',
      urlTitle: 'Pay online',
      attachments: [],
    },
    label: 'title',
    required: true,
  },
  academicCalendar: {
    good: { _id: 'cal-1', date: '2024-08-15', title: 'Independence Day' },
    label: 'title',
    required: true,
    datedOnly: true,
  },
  onlineRegistration: {
    good: { title: 'Online registration for Nursery is open', attachments: ['uploads/reg/nursery.pdf'] },
    label: 'title',
    required: true,
  },
  eventsHome: { good: makeEvent(), label: 'title', required: true },
  eventsAll: { good: makeEvent({ title: 'Sports Meet' }), label: 'title', required: true },
  videos: {
    good: {
      _id: 'vid-1',
      title: 'Annual Day highlights',
      date: '2024-12-20',
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
    },
    label: 'title',
    required: true,
  },
  contentAll: { good: makeContentItem({ category: 'Syllabus' }), label: 'title', required: false },
};

const table = listCallTable().map(({ method, name }) => {
  if (name === 'subGallery') throw new Error(`${method} reads the sub gallery as a list`);
  return { method, name, ...rows[name] };
});
const omit = (o: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

const { server, logs } = setupApi();

it('covers every list endpoint of the contract', () => {
  const lists = endpointsOfKind('list').filter((n) => n !== 'subGallery');
  expect(new Set(table.map((row) => row.name))).toEqual(new Set(lists));
});

describe.each(table)('$method ($name)', ({ method, name, good, label, required, datedOnly }) => {
  // Each test asks anew: answers kept from an earlier test are not what these tests are about (kept-answers.test.ts).
  const client = createTestClient({ keptAnswers: false });
  const call = () => client[method]();
  // A non-OK status of highlightAll is logged as an error; everything else only warns (report-failure.ts).
  const failureLog = () => (name === 'highlightAll' ? logs.error : logs.warn);

  it('keeps valid items, drops malformed ones and says which', async () => {
    const malformed = [
      null,
      42,
      'just text',
      [good],
      { ...good, [label]: { nested: true } },
      ...(required ? [omit(good, label), { ...good, [label]: '   ' }] : []),
      ...(datedOnly
        ? [
            { ...good, date: 20240305 },
            { ...good, date: 'someday' },
          ]
        : []),
    ];
    server.use(...listHandler(name, [good, ...malformed, { ...good, [label]: 2024 }]));
    const items = (await call()) as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    expect(items[0]?.[label]).toBe(String(good[label]).trim());
    // A number where text is expected is read as text, not dropped.
    expect(items[1]?.[label]).toBe('2024');
    expect(items.every((item) => typeof item.key === 'string')).toBe(true);
    expect(logged(logs.warn)).toContain(`${name}: dropped ${malformed.length} of ${malformed.length + 2}`);
  });

  it.runIf('date' in good && !datedOnly)(
    'keeps records whose date cannot be read, without a date, and reads day-first dates',
    async () => {
      const undated = [20240305, 'someday', '2024-13-45', '31/02/2024', '', null].map((date) => ({ ...good, date }));
      server.use(...listHandler(name, [...undated, { ...good, date: '05/01/2024' }, { ...good, date: 1704412800 }]));
      const items = (await call()) as Record<string, unknown>[];
      expect(items.map((item) => item.date)).toEqual([
        '',
        '',
        '',
        '',
        '',
        '',
        '2024-01-05',
        '2024-01-05T05:30:00+05:30',
      ]);
      expect(logs.warn).not.toHaveBeenCalled();
    },
  );

  it('accepts the list wrapped in data', async () => {
    server.use(...listHandler(name, { data: [good] }));
    await expect(call()).resolves.toHaveLength(1);
  });

  it.each([
    ['null body', null],
    ['an object where a list belongs', good],
    ['data holding an object', { data: good }],
    ['another wrapper key', { items: [good] }],
    ['a number', 7],
    ['a JSON string', 'ok'],
  ])('resolves [] for %s', async (_, body) => {
    server.use(...listHandler(name, body));
    await expect(call()).resolves.toEqual([]);
    expect(logged(logs.warn)).toContain(name);
  });

  it('keeps HTML in text as plain text', async () => {
    const html = '<img src=x onerror="globalThis.pwned = true"><script>globalThis.pwned = true</script>';
    server.use(...listHandler(name, [{ ...good, [label]: html }]));
    const items = (await call()) as Record<string, unknown>[];
    expect(items[0]?.[label]).toBe(html);
    expect('pwned' in globalThis).toBe(false);
  });

  it.each([
    ['a 500', 500],
    ['a 404', 404],
    ['a network error', 'network'],
  ] as const)('resolves [] and logs on %s', async (_, failure) => {
    server.use(...failingHandler(name, failure));
    await expect(call()).resolves.toEqual([]);
    expect(logged(failureLog())).toContain(name);
  });

  it('resolves [] and warns on an HTML page served as 200', async () => {
    server.use(...failingHandler(name, 'non-json'));
    await expect(call()).resolves.toEqual([]);
    expect(logged(logs.warn)).toContain(`${name}: expected a list, got non-JSON text`);
  });

  it('resolves [] on truncated JSON', async () => {
    server.use(
      http.get(
        endpointPattern(name),
        () => new HttpResponse('[{"title": "Sports', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(call()).resolves.toEqual([]);
  });

  it('resolves [] on a timeout', async () => {
    const slow = createTestClient({ timeoutMs: 20 });
    server.use(
      http.get(endpointPattern(name), async () => {
        await delay(300);
        return HttpResponse.json([good]);
      }),
    );
    await expect(slow[method]()).resolves.toEqual([]);
    expect(logged(failureLog())).toContain('timeout');
  });

  it(`sends Authorization ${endpoints[name].auth ? 'when a token is stored' : 'never'}`, async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(endpointPattern(name), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    await createTestClient({ token: keepToken('tok-123') })[method]();
    await createTestClient()[method]();
    expect(seen).toEqual([endpoints[name].auth ? 'tok-123' : null, null]);
  });
});

describe('cancellation', () => {
  it('resolves [] quietly when the caller aborts', async () => {
    server.use(
      http.get(endpointPattern('newsAll'), async () => {
        await delay(300);
        return HttpResponse.json([makeNews()]);
      }),
    );
    const controller = new AbortController();
    const pending = createTestClient().getNews({ signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual([]);
    expect(logs.warn).not.toHaveBeenCalled();
  });
});
