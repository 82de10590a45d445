// The transfer certificate the TC page downloads as tc.jpg: an SVG laid out like a printed
// certificate, rendered to JPEG by sharp (librsvg with the system fonts).
import sharp from 'sharp';

export type CertificateData = { name: string; admission: string; reference: string; issuedOn: string };

// XML cannot hold most control characters: a record stored before they were refused still draws.
const esc = (s: string): string => s.replace(/\p{Cc}/gu, ' ').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The certificate's native width (px). */
export const CERTIFICATE_WIDTH = 1240;

export async function renderCertificate(data: CertificateData, width?: number): Promise<Buffer> {
  const W = CERTIFICATE_WIDTH;
  const H = 1754;
  const rows: [string, string][] = [
    ['Name of the pupil', data.name],
    ['Admission No.', data.admission],
    ['Reference No.', data.reference],
    ["Mother's / Father's name", 'As per school records'],
    ['Nationality', 'Indian'],
    ['Date of first admission', 'As per admission register'],
    ['Class last studied', 'As per school records'],
    ['Qualified for promotion', 'Yes'],
    ['Conduct and character', 'Good'],
    ['Reason for leaving', "Parent's request"],
    ['Date of issue', data.issuedOn],
  ];
  const rowSvg = rows
    .map(([label, value], i) => {
      const y = 640 + i * 78;
      return `<text x="130" y="${y}" class="label">${i + 1}. ${esc(label)}</text><text x="640" y="${y}" class="value">${esc(value)}</text><line x1="640" y1="${y + 14}" x2="1110" y2="${y + 14}" stroke="#9a8f7a" stroke-width="1.5" stroke-dasharray="4 4"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <style>
    .title{font:700 64px 'DejaVu Serif',serif;fill:#6b1420}
    .school{font:700 54px 'DejaVu Serif',serif;fill:#1f2a44}
    .small{font:400 26px 'DejaVu Sans',sans-serif;fill:#333}
    .label{font:400 30px 'DejaVu Serif',serif;fill:#222}
    .value{font:700 30px 'DejaVu Sans',sans-serif;fill:#111}
  </style>
  <rect width="100%" height="100%" fill="#fbf7ec"/>
  <rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="#6b1420" stroke-width="8"/>
  <rect x="62" y="62" width="${W - 124}" height="${H - 124}" fill="none" stroke="#c9a54a" stroke-width="3"/>
  <circle cx="${W / 2}" cy="190" r="78" fill="#1f2a44"/><circle cx="${W / 2}" cy="190" r="64" fill="none" stroke="#c9a54a" stroke-width="5"/>
  <text x="${W / 2}" y="208" text-anchor="middle" style="font:700 48px 'DejaVu Serif',serif;fill:#c9a54a">SM</text>
  <text x="${W / 2}" y="340" text-anchor="middle" class="school">St. Mary's Convent School</text>
  <text x="${W / 2}" y="385" text-anchor="middle" class="small">Convent Road, Civil Lines, Nagpur 440001 · Estd. 1970</text>
  <text x="${W / 2}" y="500" text-anchor="middle" class="title">TRANSFER CERTIFICATE</text>
  <line x1="300" y1="528" x2="${W - 300}" y2="528" stroke="#c9a54a" stroke-width="3"/>
  ${rowSvg}
  <text x="130" y="1560" class="small">Class Teacher</text>
  <text x="${W / 2}" y="1560" text-anchor="middle" class="small">Office Seal</text>
  <text x="1110" y="1560" text-anchor="end" class="small">Principal</text>
  <text x="${W / 2}" y="1640" text-anchor="middle" style="font:italic 400 22px 'DejaVu Sans',sans-serif;fill:#777">Computer-generated copy issued by the school website (demo).</text>
</svg>`;
  let img = sharp(Buffer.from(svg));
  if (width !== undefined && width < W) img = img.resize(Math.max(16, Math.round(width)));
  return img.flatten({ background: '#fbf7ec' }).jpeg({ quality: 85 }).toBuffer();
}
