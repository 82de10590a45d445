// /favicon.ico, asked for by crawlers and by browsers that never read the page's <link rel="icon">.
// Each image is a PNG kept whole, as ICO allows since Windows Vista and every browser reads.
const HEADER = 6;
const ENTRY = 16;

export function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(HEADER + ENTRY * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1 to 256 pixels wide, not ${size}`);
    const at = HEADER + ENTRY * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
