// @vitest-environment node
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { STAY_TUNED } from '@school/shared-ui/kit';
import { KEPT_SEED_KEY } from '@school/shared-ui/server';
import { apiBase, makeContentItem, makeNews, setupApi, testRuntime } from '@school/shared-ui/testing';
import { render } from './server.tsx';

const { serve } = setupApi();

/** The home page's region as the server renders it: what a visitor without JavaScript gets. */
async function homeBlocks() {
  const region = await render({ url: '/', runtime: testRuntime, dataDeadlineMs: 1000 });
  const document = parseDocument(region.html);
  const block = (id: string) => {
    const found = DomUtils.findOne((el) => el.attribs['data-testid'] === id, document.children);
    expect(found, id).not.toBeNull();
    return found!;
  };
  // A moving strip's looping copy is hidden from readers, and its Pause button carries both its faces
  // until the page wakes (PauseButton): the text a visitor reads is the rest.
  const shownText = (id: string) => {
    const copies = DomUtils.findAll(
      (el) => el.attribs['data-copy'] !== undefined || el.attribs['data-motion-control'] !== undefined,
      [block(id)],
    );
    for (const copy of copies) DomUtils.removeElement(copy);
    return DomUtils.textContent(block(id));
  };
  return { region, block, text: shownText };
}

function expectOnceInOrder(text: string, parts: string[]) {
  for (const part of parts) expect(text.split(part), part).toHaveLength(2);
  const at = parts.map((part) => text.indexOf(part));
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

describe("the home page's strips on the server", () => {
  it('hold the highlights and the notices, in order, each once, their files linked', async () => {
    serve({
      highlights: [
        { _id: 'h1', title: 'Admissions open from 1 April', attachments: ['uploads/admission.pdf'] },
        { _id: 'h2', title: 'Registration fee 300', attachments: [] },
      ],
      highlightAll: [
        makeContentItem({ category: 'Notice', title: 'School timings 8 AM to 2 PM', fromDate: '2024-06-01' }),
        makeContentItem({ category: 'NoticeBoard', title: 'Board only', fromDate: '2024-07-01' }),
        makeContentItem({ category: 'Notice', title: 'Holiday on Friday', fromDate: '2024-06-20' }),
      ],
    });
    const { block, text } = await homeBlocks();

    expectOnceInOrder(text('highlights'), ['Highlights', 'Admissions open from 1 April', 'Registration fee 300']);
    const file = DomUtils.findOne((el) => el.name === 'a', [block('highlights')]);
    expect(file?.attribs.href).toBe(`${apiBase}/api/image/uploads/admission.pdf`);
    expect(DomUtils.textContent(file!)).toContain('Admissions open from 1 April');
    // Category Notice only, newest first by fromDate.
    expectOnceInOrder(text('notices'), ['Notices', 'Holiday on Friday', 'School timings 8 AM to 2 PM']);
    expect(text('notices')).not.toContain('Board only');
  });

  it('keep hostile text as text', async () => {
    serve({
      highlights: [{ _id: 'h1', title: '<img src=x onerror=alert(1)>Fee due', attachments: [] }],
      highlightAll: [makeContentItem({ category: 'Notice', title: '<script>alert(2)</script>Closed' })],
    });
    const { region, text } = await homeBlocks();
    expect(text('highlights')).toContain('<img src=x onerror=alert(1)>Fee due');
    expect(text('notices')).toContain('<script>alert(2)</script>Closed');
    expect(region.html).not.toContain('<img src=x');
    expect(region.html).not.toContain('<script>alert');
  });

  it('show the placeholder when the provider has nothing', async () => {
    serve({});
    const { text } = await homeBlocks();
    expect(text('highlights')).toContain(STAY_TUNED);
    expect(text('notices')).toContain(STAY_TUNED);
  });
});

describe("the home page's moving strips on the server", () => {
  it('are islands of their own, their entries in their props and not in the page seed', async () => {
    serve({
      highlights: [{ _id: 'h1', title: 'Admissions open from 1 April', attachments: [] }],
      highlightAll: [makeContentItem({ category: 'Notice', title: 'School timings 8 AM to 2 PM' })],
      circularAll: [makeContentItem({ _id: 'c1', title: 'Fee circular' })],
      newsAll: [makeNews({ _id: 'n1', title: 'Sports day', description: 'Sports day results' })],
    });
    const { region } = await homeBlocks();
    for (const [name, entry] of [
      ['mf_home/highlights', 'Admissions open from 1 April'],
      ['mf_home/notice-ticker', 'School timings 8 AM to 2 PM'],
      ['mf_home/circulars', 'Fee circular'],
      ['mf_home/news-reel', 'Sports day results'],
    ] as const) {
      expect(region.html, name).toMatch(new RegExp(`<school-island [^>]*name="${name}"[^>]*props="[^"]*${entry}`));
      // The seed names what it gave to islands; the provider's answers it keeps for the visit (012) aside.
      const { [KEPT_SEED_KEY]: _kept, ...rendered } = region.data;
      expect(JSON.stringify(rendered), name).not.toContain(entry);
    }
    // Links in a still page load documents: a story's page, the circulars' list.
    expect(region.html).toContain('href="/CircularItem?id=c1"');
    expect(region.html).toContain('href="/NewsItem?id=n1"');
  });
});
