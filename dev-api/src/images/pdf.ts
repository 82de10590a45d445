// A small but real PDF (1.4, one A4 page, standard Helvetica) for every document attachment:
// the download pages open it in a new tab, so it has to render in a browser's PDF viewer.
// Written by hand because the format is simple and this avoids a dependency.

const SCHOOL = "St. Mary's Convent School";
const ADDRESS = 'Convent Road, Civil Lines, Nagpur, Maharashtra 440001';

/** The standard fonts use WinAnsi: keep to ASCII and escape PDF string delimiters. */
function pdfText(s: string): string {
  const ascii = s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20b9/g, 'Rs. ')
    .replace(/[^\x20-\x7e]/g, '');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const bodies: Record<string, string[]> = {
  circulars: [
    'Dear Parents,',
    'Please read the following information carefully and ensure that your ward follows the instructions. Students must be in the prescribed uniform and report to their class teachers on time. Parents are requested to drop and pick up their wards only at the main gate on Convent Road.',
    'Kindly sign the acknowledgement slip in the school diary. For any queries, contact the school office between 10:00 AM and 1:00 PM on working days.',
  ],
  homework: [
    'Instructions:',
    '1. Complete all the exercises neatly in the respective notebooks.',
    '2. Learn the spellings and new words of the lessons done in class.',
    '3. Revise the tables and the formulae taught this week.',
    '4. Parents are requested to check and sign the homework in the diary.',
  ],
  syllabus: [
    'Term I: Units 1 to 5 of each prescribed textbook, with the grammar and composition topics listed by the subject teacher.',
    'Term II: Units 6 to 10 and the full revision of Term I for the annual examination.',
    'Prescribed books are available at the school book stall. Internal assessment includes projects, class tests and oral work.',
  ],
  default: [
    'Dear Parents and Students,',
    'This document is issued by the school office for your information. Please keep it for reference and contact the class teacher if you have any questions.',
  ],
};

/** Builds the PDF for a document; `title` is the item title the site shows beside the icon. */
export function renderPdf(path: string, title: string): Buffer {
  const folder = path.split('/')[2] ?? 'default';
  const body = bodies[folder] ?? bodies.default ?? [];
  const ops: string[] = [];
  let y = 790;
  const text = (s: string, font: 'F1' | 'F2', size: number, x = 56): void => {
    ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${pdfText(s)}) Tj ET`);
    y -= size + 6;
  };
  text(SCHOOL, 'F2', 20);
  text(ADDRESS, 'F1', 10);
  ops.push(`0.55 0.1 0.15 RG 1.5 w 56 ${y} m 539 ${y} l S`);
  y -= 28;
  for (const line of wrap(title, 60)) text(line, 'F2', 14);
  y -= 10;
  for (const para of body) {
    for (const line of wrap(para, 92)) text(line, 'F1', 11);
    y -= 8;
  }
  y = 120;
  text('Principal', 'F2', 11, 430);
  text(SCHOOL, 'F1', 9, 430);
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Author (${pdfText(SCHOOL)}) /Producer (dev-api) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
