// Writes src/assets/sample-tc.pdf: the one-page sample transfer certificate the Tc page embeds.
// A PDF 1.4 file with the standard Helvetica fonts, written by hand (the format is simple and a
// PDF library would be a dependency for one file). Run: node scripts/make-sample-tc.mjs
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../src/assets/sample-tc.pdf', import.meta.url));
const W = 595; // A4 in points
const H = 842;

/** PDF string literal: ASCII only, with its delimiters escaped. */
const str = (s) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
const text = (font, size, x, y, s) => `BT /${font} ${size} Tf ${x} ${y} Td ${str(s)} Tj ET`;
/** Helvetica is about 0.5em per character on average: good enough to centre a heading. */
const centred = (font, size, y, s) => text(font, size, Math.round((W - s.length * size * 0.52) / 2), y, s);

const rows = [
  'Name of the pupil',
  'Admission No.',
  "Mother's / Father's name",
  'Nationality',
  'Date of birth (in words)',
  'Date of first admission and class',
  'Class in which the pupil last studied',
  'Whether qualified for promotion',
  'Date of leaving the school',
  'Reason for leaving',
  'General conduct',
  'Date of issue of certificate',
];

const ops = [
  // The watermark first, so the text is drawn over it.
  '0.9 0.86 0.82 rg',
  'q 0.866 0.5 -0.5 0.866 170 300 cm',
  text('F2', 90, 0, 0, 'SAMPLE'),
  'Q',
  '0.478 0.122 0.169 RG 4 w 28 28 539 786 re S', // maroon border
  '0.6 0.55 0.48 RG 1 w 36 36 523 770 re S',
  '0.478 0.122 0.169 rg',
  centred('F2', 22, 770, 'NAME OF THE SCHOOL'),
  '0.2 0.2 0.2 rg',
  centred('F1', 11, 750, 'Address of the school  |  Affiliation No. ........  |  School code ........'),
  '0.478 0.122 0.169 rg',
  centred('F2', 18, 705, 'TRANSFER CERTIFICATE'),
  '0.2 0.2 0.2 rg',
  text('F1', 11, 70, 670, 'TC No. ....................'),
  text('F1', 11, 390, 670, 'Register No. ..............'),
  ...rows.flatMap((label, i) => {
    const y = 620 - i * 38;
    return [
      text('F1', 12, 70, y, `${i + 1}. ${label}`),
      `0.55 0.5 0.42 RG 0.8 w [2 2] 0 d 320 ${y - 3} m 525 ${y - 3} l S [] 0 d`,
    ];
  }),
  text('F1', 12, 70, 120, 'Signature of Class Teacher'),
  text('F1', 12, 400, 120, 'Signature of Principal'),
];
const content = ops.join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  '<< /Title (Sample Transfer Certificate) /Producer (mf-forms make-sample-tc) >>',
];

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = objects.map((body, i) => {
  const offset = Buffer.byteLength(pdf, 'latin1');
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`wrote ${out} (${Buffer.byteLength(pdf, 'latin1')} bytes)`);

// The page shows the sample as this picture of it (src/tc/sample-tc.tsx); Debian's poppler-utils draws it.
const picture = out.replace(/\.pdf$/, '.svg');
execFileSync('pdftocairo', ['-svg', out, picture]);
console.log(`wrote ${picture}`);
