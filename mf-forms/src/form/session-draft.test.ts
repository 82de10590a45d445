import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey, readDraft, typedOverDraft, writeDraft } from './session-draft.ts';

type Field = 'mobileno' | 'firstName' | 'password';
const initial: Record<Field, string> = { mobileno: '', firstName: '', password: '' };
const kept: readonly Field[] = ['mobileno', 'firstName'];

beforeEach(() => sessionStorage.clear());

describe('session draft', () => {
  it('round-trips the kept fields only', () => {
    writeDraft('t', kept, { mobileno: '98', firstName: 'A', password: 'secret1' });
    expect(sessionStorage.getItem(draftStorageKey('t'))).toBe('{"mobileno":"98","firstName":"A"}');
    expect(readDraft('t', kept, initial)).toEqual({ mobileno: '98', firstName: 'A', password: '' });
  });

  it('keeps what was typed before the draft was put back, and fills the rest from it', () => {
    const initial = { mobileno: '', firstName: '', password: '' };
    const typed = { mobileno: '9876543210', firstName: '', password: 'secret1' };
    const draft = { mobileno: '9123456780', firstName: 'Meera', password: '' };
    expect(typedOverDraft(typed, draft, initial)).toEqual({
      mobileno: '9876543210',
      firstName: 'Meera',
      password: 'secret1',
    });
  });

  it('removes the draft once nothing is typed', () => {
    writeDraft('t', kept, { mobileno: '98', firstName: '', password: '' });
    writeDraft('t', kept, initial);
    expect(sessionStorage.getItem(draftStorageKey('t'))).toBeNull();
  });

  it.each(['not json', '42', 'null', '{"mobileno":5,"password":"x"}'])('ignores a malformed draft (%s)', (raw) => {
    sessionStorage.setItem(draftStorageKey('t'), raw);
    expect(readDraft('t', kept, initial)).toEqual(initial);
  });

  it('works without storage when the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(() => writeDraft('t', kept, { mobileno: '1', firstName: '', password: '' })).not.toThrow();
    vi.restoreAllMocks();
  });
});
