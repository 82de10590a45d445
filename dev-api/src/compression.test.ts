import { describe, expect, it } from 'vitest';
import { buildDevApi } from './app.ts';

describe('compression', () => {
  it('compresses JSON lists for clients that accept it, and leaves images alone', async () => {
    const app = buildDevApi({ dataDir: '/tmp/dev-api-compression-test' });
    const list = await app.inject({ url: '/api/content/all/SMCS01', headers: { 'accept-encoding': 'gzip' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const image = await app.inject({ url: '/api/image/static/test.jpg?w=200', headers: { 'accept-encoding': 'gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
