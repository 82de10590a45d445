import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('writes no character that could end the script or a line, and reads back as it was', () => {
    const value = { name: 'A & B', seed: ['</script><!-- x -->', 'line\u2028para\u2029end'] };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!-- x --\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
