// The flags every Chromium the project drives runs with (the e2e suite's, the size checks', the
// benchmark's): no sandbox (root in a container), no GPU, and none of the browser's own traffic
// (updates, sync, QUIC probes) in what a test or a measure sees.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
