import { describe, expect, it, vi } from 'vitest';
import { newsSchema } from '../contract/index.ts';
import { listPayload, parseItems, parseSingle } from './parse-response.ts';

describe('listPayload', () => {
  it('accepts an array or an array in data', () => {
    expect(listPayload([1])).toEqual([1]);
    expect(listPayload({ data: [2] })).toEqual([2]);
  });

  it.each([null, undefined, 'x', 1, {}, { data: {} }, { data: null }])('rejects %j', (body) => {
    expect(listPayload(body)).toBeNull();
  });
});

describe('parseItems', () => {
  it('logs one summary per call, capped, with paths and reasons', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = parseItems('newsAll', newsSchema, [
      { title: 'ok' },
      ...Array.from({ length: 7 }, () => ({ title: '' })),
    ]);
    expect(items).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(/^\[shared-api\] newsAll: dropped 7 of 8 item\(s\): #1 title: /);
    expect(message).toContain('…and 2 more');
    warn.mockRestore();
  });

  it('is silent when everything is valid', () => {
    const warn = vi.spyOn(console, 'warn');
    parseItems('newsAll', newsSchema, [{ title: 'a' }]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('parseSingle', () => {
  it('prefers the record whose id or _id matches', () => {
    const list = [
      { title: 'a', id: '1' },
      { title: 'b', _id: '2' },
    ];
    expect(parseSingle('subGallery', newsSchema, list, '2')?.title).toBe('b');
    expect(parseSingle('subGallery', newsSchema, { data: list }, '9')?.title).toBe('a');
  });
});
