import { expect, it } from 'vitest';
import { renderCertificate } from './certificate.ts';

it('draws a name stored with control characters before they were refused', async () => {
  const jpeg = await renderCertificate(
    { name: 'Arjun\u0001\u0008 Wankhede', admission: 'SM\u001b/1', reference: 'TC-1', issuedOn: '1 June 2025' },
    320,
  );
  expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});
