// Pages navigate as documents (decision record 028): the browser fetches the likely next page while a
// finger or pointer is on its link, and prerenders it on the press itself.
import type { FastifyInstance } from 'fastify';
import { HOUR_CACHE } from '@school/config/static-cache';
import { routeNames, siteMap } from '@school/shared-ui/site-map';
import { unlistedRoutes } from '@school/shared-ui/site-feeds';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** A structured-field string, as the header's grammar asks. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

// The kiosk and the sign-in page are not where a visitor goes next from a link.
export const pagePaths = routeNames.filter((name) => !unlistedRoutes.includes(name)).map((name) => siteMap[name].path);

/** Same-origin page links only: a pattern without a query matches the page with any query. */
const pageLinks = {
  and: [{ href_matches: pagePaths }, { not: { selector_matches: '[target="_blank"], [download]' } }],
};

export const speculationRules = {
  prefetch: [{ source: 'document', where: pageLinks, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: pageLinks, eagerness: 'conservative' }],
} as const;

export async function speculationRulesRoute(server: FastifyInstance) {
  server.get(SPECULATION_RULES_PATH, async (_req, reply) => {
    reply.header('Cache-Control', HOUR_CACHE).type('application/speculationrules+json');
    return JSON.stringify(speculationRules);
  });
}
