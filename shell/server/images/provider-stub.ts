// For the picture tests: a provider on loopback whose image path answers as each test says, with a
// 1200×800 JPEG to send, and every path it was asked for.
import Fastify, { type FastifyReply } from 'fastify';
import sharp from 'sharp';

export type ProviderStub = { url: string; photo: Buffer; asked: string[]; close(): Promise<void> };

export async function startProviderStub(
  answer: (path: string, reply: FastifyReply, photo: Buffer) => unknown,
): Promise<ProviderStub> {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const asked: string[] = [];
  const server = Fastify();
  server.get('/api/image/*', async (req, reply) => {
    asked.push(req.url);
    return answer(req.url.slice('/api/image/'.length), reply, photo);
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, photo, asked, close: () => server.close() };
}
