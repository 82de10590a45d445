import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteMap } from '@school/shared-ui/site-map';
import { pagePaths, SPECULATION_RULES_PATH, speculationRules, speculationRulesRoute } from './speculation-rules.ts';

describe('speculation rules', () => {
  it("name the site map's pages at their one address, and not the kiosk or the sign-in page", () => {
    expect(pagePaths).toEqual(expect.arrayContaining(['/', '/News', '/SubGallery', '/Admission', '/Contactus']));
    // Another spelling is a redirect: nothing to prefetch.
    expect(pagePaths).not.toContain('/ContactUs');
    expect(pagePaths).not.toContain(siteMap.homeKiosk.path);
    expect(pagePaths).not.toContain(siteMap.login.path);
  });

  it('prefetch while a pointer rests on a link and prerender on the press, never a new tab or a download', () => {
    expect(speculationRules.prefetch[0].eagerness).toBe('moderate');
    expect(speculationRules.prerender[0].eagerness).toBe('conservative');
    expect(speculationRules.prerender[0].where).toBe(speculationRules.prefetch[0].where);
    expect(speculationRules.prefetch[0].where).toEqual({
      and: [{ href_matches: pagePaths }, { not: { selector_matches: '[target="_blank"], [download]' } }],
    });
  });

  it('are served as the speculation rules type the browser asks for', async () => {
    const server = Fastify();
    await server.register(speculationRulesRoute);
    const res = await server.inject(SPECULATION_RULES_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    expect(JSON.parse(res.body)).toEqual(JSON.parse(JSON.stringify(speculationRules)));
    await server.close();
  });
});
