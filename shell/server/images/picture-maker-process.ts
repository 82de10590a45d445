// The picture maker: a child process of the shell's server that runs sharp (libvips), so the
// memory libvips and the allocator hold stays out of the process that composes pages (decision
// record 027). It answers each job on the IPC channel and ends when the shell goes away.
import sharp from 'sharp';
import { makePicture } from './make-picture.ts';
import type { MakerReply, MakerRequest } from './picture-maker-protocol.ts';

// Every copy is of a different picture: libvips' operation cache would only hold memory.
sharp.cache(false);
// One libvips thread per picture: the shell's work limit runs as many pictures at once as there are cores.
sharp.concurrency(1);

const reply = (message: MakerReply) => process.send?.(message);

process.on('message', (request: MakerRequest) => {
  makePicture(request.job).then(
    (body) => reply({ id: request.id, rss: process.memoryUsage.rss(), body }),
    (error: unknown) => reply({ id: request.id, rss: process.memoryUsage.rss(), error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
