import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './runtime-config.ts';

describe('loadRuntimeConfig', () => {
  it('names every bad key of the file the page was given', async () => {
    const file = Promise.resolve({ apiBaseUrl: 'http://api.test', schoolCode: '', remotes: {}, school: {} });
    await expect(loadRuntimeConfig('/runtime-config.json', file)).rejects.toThrow(
      /^Runtime configuration is invalid: schoolCode: .*remotes\.mf_home: .*school\.name: /,
    );
  });
});
