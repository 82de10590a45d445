import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, endpointsOfKind, pathPattern, type EndpointName } from './endpoints.ts';
import { apiErrorBodySchema } from './schemas.ts';

const names = Object.keys(endpoints) as EndpointName[];

describe('the contract', () => {
  it('documents every path of ours (the provider leaves it unshown) in decision 004', () => {
    const record = readFileSync(
      new URL('../../../docs/decisions/004-paths-spec-leaves-unshown.md', import.meta.url),
      'utf8',
    );
    const ours = names.filter((n) => endpoints[n].ours);
    expect(ours.length).toBeGreaterThan(0);
    for (const name of ours) expect(record, name).toContain(`\`${endpoints[name].method} ${endpoints[name].path}`);
  });

  it('gives every kind its method, and every post a body', () => {
    expect(endpointsOfKind('post')).toEqual(['formSubmit', 'tcRequest', 'login']);
    for (const name of names) {
      const ep = endpoints[name];
      expect(ep.method, name).toBe(ep.kind === 'post' ? 'POST' : 'GET');
      expect('body' in ep, name).toBe(ep.kind === 'post');
    }
    // A post whose body breaks its rules is refused with the one error body (dev-api's withBody).
    for (const name of endpointsOfKind('post')) expect(endpoints[name].responses[400], name).toBe(apiErrorBodySchema);
  });

  it('fills path parameters, encoded', () => {
    expect(buildPath(endpoints.contentById.path, { school: 'S1', id: 'a/b' })).toBe('/api/content/S1/a%2Fb');
    expect(() => buildPath(endpoints.contentById.path, { school: 'S1' })).toThrow(/missing path parameter id/);
  });
});

describe('pathPattern', () => {
  it('matches one segment a parameter, the rest for *, and a fixed value only as encoded', () => {
    const byId = pathPattern(endpoints.contentById.path);
    expect(byId.test('/api/content/S1/42')).toBe(true);
    expect(byId.test('/api/content/S1/4/2')).toBe(false);
    expect(byId.test('/api/content/S1/42/')).toBe(false);
    const ours = pathPattern(endpoints.contentById.path, { school: 'S 1.x' });
    expect(ours.test('/api/content/S%201.x/42')).toBe(true);
    expect(ours.test('/api/content/S%201yx/42')).toBe(false);
    expect(ours.test('/api/content/S2/42')).toBe(false);
    expect(pathPattern('/files/*').test('/files/a/b.pdf')).toBe(true);
  });
});
