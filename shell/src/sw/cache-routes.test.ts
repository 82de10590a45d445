import { describe, expect, it } from 'vitest';
import { cacheRouteOf, type RequestFacts } from './cache-routes.ts';

const SHELL = 'http://localhost:8080';
const request = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url,
  mode: 'no-cors',
  destination: '',
  method: 'GET',
  ...facts,
});

describe('cacheRouteOf', () => {
  it.each([
    ['a page of the shell', request(`${SHELL}/News`, { mode: 'navigate', destination: 'document' }), 'pages'],
    ["a remote's manifest", request('http://localhost:8081/mf-manifest.json', { mode: 'cors' }), 'remote-entries'],
    [
      "a remote's entry",
      request('http://localhost:8081/remoteEntry.js', { mode: 'cors', destination: 'script' }),
      'remote-entries',
    ],
    [
      "the shell's own entry",
      request(`${SHELL}/remoteEntry-BoVK3ztg.js`, { mode: 'cors', destination: 'script' }),
      'remote-entries',
    ],
    ['the runtime configuration', request(`${SHELL}/runtime-config.json`, { mode: 'cors' }), 'remote-entries'],
    [
      "a remote's hashed chunk",
      request('http://localhost:8082/assets/parcel-abc123.js', { mode: 'cors', destination: 'script' }),
      'code',
    ],
    ["the shell's hashed chunk", request(`${SHELL}/assets/index-abc123.js`, { destination: 'script' }), 'code'],
    [
      "the provider's picture",
      request('http://localhost:4000/images/gallery/1.jpg', { destination: 'image' }),
      'pictures',
    ],
    [
      "a remote's own picture",
      request('http://localhost:8081/assets/hero-abc.webp', { destination: 'image' }),
      'pictures',
    ],
    ['a provider call', request('http://localhost:4000/api/news?schoolCode=SMCS01', { mode: 'cors' }), 'data'],
  ])('keeps %s', (_name, req, route) => expect(cacheRouteOf(req, SHELL)).toBe(route));

  it.each([
    ['a post', request('http://localhost:4000/api/registration', { method: 'POST', mode: 'cors' })],
    ['the sign-in session', request(`${SHELL}/session`, { mode: 'cors' })],
    ["the session's proxy", request(`${SHELL}/session/api/parent`, { mode: 'cors' })],
    ['the worker itself', request(`${SHELL}/sw.js`, { destination: 'serviceworker' })],
    [
      "another site's page in a frame",
      request('https://www.google.com/maps?q=x', { mode: 'navigate', destination: 'iframe' }),
    ],
    ['a browser extension', request('chrome-extension://abc/x.js', { destination: 'script' })],
  ])('never keeps %s', (_name, req) => expect(cacheRouteOf(req, SHELL)).toBeUndefined());
});
