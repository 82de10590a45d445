import { describe, expect, it } from 'vitest';
import { errorForLog, escapeForLog, LOG_TEXT_MAX } from './log-text.ts';

describe('escapeForLog', () => {
  it('keeps printable text as it is', () => {
    expect(escapeForLog('/SubGallery?id=42&x=%0A')).toBe('/SubGallery?id=42&x=%0A');
    expect(escapeForLog('Annual Day — अनन्या 🎉')).toBe('Annual Day — अनन्या 🎉');
    expect(escapeForLog(42)).toBe('42');
  });

  it('escapes line breaks, so a value cannot start a log line of its own', () => {
    expect(escapeForLog('a\nb\r\nc\td')).toBe('a\\nb\\r\\nc\\td');
    expect(escapeForLog('a\u2028b\u2029c')).toBe('a\\u{2028}b\\u{2029}c');
  });

  it('escapes ESC, the other C0 controls, DEL, C1 and the bidi controls', () => {
    expect(escapeForLog('\u001b[31mFAKE\u001b[0m')).toBe('\\x1b[31mFAKE\\x1b[0m');
    expect(escapeForLog('\u0000\u0007\u0008\u007f\u0085\u009b')).toBe('\\x00\\x07\\x08\\x7f\\x85\\x9b');
    expect(escapeForLog('ok\u202Egnp.exe')).toBe('ok\\u{202e}gnp.exe');
  });

  it('escapes the backslash, so every escape in the log is its own', () => {
    expect(escapeForLog('a\\nb')).toBe('a\\\\nb');
  });

  it('keeps at most LOG_TEXT_MAX characters and says how many were cut', () => {
    const long = 'x'.repeat(LOG_TEXT_MAX + 50);
    expect(escapeForLog(long)).toBe(`${'x'.repeat(LOG_TEXT_MAX)}…(50 more)`);
    expect(escapeForLog('abcdef', 3)).toBe('abc…(3 more)');
    expect(escapeForLog('ab😀cd', 3)).toBe('ab…(4 more)');
    expect(escapeForLog('\n'.repeat(10), 2)).toBe('\\n\\n…(8 more)');
  });
});

describe('errorForLog', () => {
  it("escapes the message and keeps the stack's frames", () => {
    const error = new Error('no album \n\u001b[31mFAKE');
    const text = errorForLog(error);
    expect(text.split('\n')[0]).toBe('Error: no album \\n\\x1b[31mFAKE');
    expect(text.split('\n')[1]).toMatch(/^\s+at /);
    expect(text).not.toContain('\u001b');
  });

  it('escapes whatever else was thrown', () => {
    expect(errorForLog('down\nFAKE')).toBe('down\\nFAKE');
    expect(errorForLog(undefined)).toBe('undefined');
  });

  it('gives only the name and message when the stack does not start with them', () => {
    const error = new TypeError('changed\nFAKE');
    error.stack = 'FAKE\n    at \u001b[31m';
    expect(errorForLog(error)).toBe('TypeError: changed\\nFAKE');
  });
});
