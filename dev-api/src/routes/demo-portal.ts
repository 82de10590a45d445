// Stand-ins for the school's admission portal and payment site (decision record 015).
import type { FastifyInstance } from 'fastify';

type DemoPage = { title: string; field: string; what: string };

export const DEMO_PORTAL_PAGES: Readonly<Record<string, DemoPage>> = {
  admission: {
    title: 'Admission portal',
    field: 'admissionPortalUrl',
    what: "the school's online admission portal, where parents apply and pay the registration fee",
  },
  payment: { title: 'Online payment', field: 'onlinePaymentUrl', what: "the school's fee payment site" },
};

export const demoPortalPath = (page: string) => `/demo/portal/${page}`;

const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function demoPortalHtml({ title, field, what }: DemoPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} (demo)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f1ea; color: #1d2a3a; font: 1.05rem/1.6 system-ui, sans-serif; }
  main { max-width: 36rem; margin: 24px; padding: 32px; background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
  h1 { margin-top: 0; font-size: 1.6rem; }
  code { background: #eef1f5; padding: 1px 5px; border-radius: 4px; overflow-wrap: anywhere; }
  .tag { display: inline-block; margin-bottom: 8px; padding: 2px 10px; border-radius: 999px; background: #fde9c4; color: #6b4100; font-size: 0.85rem; font-weight: 600; }
</style>
</head>
<body>
<main>
  <span class="tag">Demo</span>
  <h1>${title}</h1>
  <p>This page stands in for ${what}. The school website you came from runs on its demo data, so its link leads here instead of to a real site.</p>
  <p>A real deployment names its own address in the runtime configuration (<code>runtime-config.json</code>), field <code>school.${field}</code>.</p>
  <p>Close this tab to return to the school website.</p>
</main>
</body>
</html>
`;
}

export function registerDemoPortal(app: FastifyInstance): void {
  for (const [name, page] of Object.entries(DEMO_PORTAL_PAGES)) {
    const html = demoPortalHtml(page);
    app.get(demoPortalPath(name), async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=3600')
        .send(html),
    );
  }
}
