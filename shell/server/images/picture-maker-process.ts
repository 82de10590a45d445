// The picture maker: a child process of the shell's server holding the picture store (the
// provider's originals, the copies) and sharp (libvips), so what they take stays out of the
// process that composes pages (decision record 027). It answers each job on the IPC channel and
// ends when the shell lets go of it, its copies written to their directory first.
import sharp from 'sharp';
import { pictureJobs } from './make-picture.ts';
import type { MakerReply, MakerRequest, MakerSettings } from './picture-maker-protocol.ts';

// Every copy is of another picture or width: libvips' operation cache would only hold memory.
sharp.cache(false);
// One libvips thread per picture: the store's work limit runs as many pictures at once as there are cores.
sharp.concurrency(1);

const jobs = pictureJobs(JSON.parse(process.argv[2] ?? '{}') as MakerSettings);

process.on('message', (request: MakerRequest) => {
  void jobs.answer(request.job).then((answer) => {
    if (process.connected) process.send?.({ id: request.id, rss: process.memoryUsage.rss(), ...answer } as MakerReply);
  });
});
process.on('disconnect', () => void jobs.flush().finally(() => process.exit(0)));
