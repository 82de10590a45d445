// Photo-like images generated from their path, with no downloads. A small "scene" (sky or wall,
// horizon, trees, a crowd of soft figures, lights) is painted in JS at low resolution, upscaled
// with a cubic kernel (which gives the soft, out-of-focus look), and overlaid with fine grain so
// the JPEG compresses like a real photograph (100-300 KB at 1600 px) rather than like a
// gradient (a few KB). Everything is seeded from the path, so an image never changes.
import sharp from 'sharp';
import { type Rng, createRng, hashString } from '../prng.ts';

export type Rgb = [number, number, number];
export type PhotoKind = 'scene' | 'portrait';
export type PhotoSpec = { kind: PhotoKind; width: number; height: number };

/** Native size by folder: albums are large, other pictures medium, people portrait-shaped. */
export function photoSpec(path: string): PhotoSpec {
  if (path.includes('/people/') || path.startsWith('people/')) return { kind: 'portrait', width: 600, height: 750 };
  // The home page's hero slider shows wide banners (mf-home crops them to 1920 x 800).
  if (/(^|\/)hero\//.test(path)) return { kind: 'scene', width: 1920, height: 800 };
  if (/(^|\/)(gallery|achievements|kids-corner|large)\//.test(path))
    return { kind: 'scene', width: 1600, height: 1067 };
  return { kind: 'scene', width: 1200, height: 800 };
}

type Palette = {
  top: Rgb;
  bottom: Rgb;
  ground: Rgb;
  groundFar: Rgb;
  accents: Rgb[];
  lights: boolean;
  horizon: [number, number];
};

const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const uniforms = ['#f4f4f2', '#1f2a44', '#2d4a8a', '#e9e4d4', '#7a1f2b'].map(hex);

const palettes: Record<string, Palette> = {
  ground: {
    top: hex('#6f9fd0'),
    bottom: hex('#dce8ef'),
    ground: hex('#a9683f'),
    groundFar: hex('#6f8d45'),
    accents: [...uniforms, hex('#f2a007'), hex('#0e7a3a')],
    lights: false,
    horizon: [0.38, 0.5],
  },
  field: {
    top: hex('#86b6e0'),
    bottom: hex('#eef3f3'),
    ground: hex('#5f8a35'),
    groundFar: hex('#3f6b2c'),
    accents: [...uniforms, hex('#f7d038')],
    lights: false,
    horizon: [0.42, 0.55],
  },
  stage: {
    top: hex('#1b1220'),
    bottom: hex('#5a2e3a'),
    ground: hex('#7a4a2a'),
    groundFar: hex('#3a2418'),
    accents: [hex('#e23b4b'), hex('#f7b32b'), hex('#f4f4f2'), hex('#d0318f'), hex('#2fa6a0')],
    lights: true,
    horizon: [0.6, 0.7],
  },
  hall: {
    top: hex('#e9dfc9'),
    bottom: hex('#cdbb98'),
    ground: hex('#9b8464'),
    groundFar: hex('#7b6a52'),
    accents: [...uniforms, hex('#2f4f3a'), hex('#c0392b')],
    lights: false,
    horizon: [0.55, 0.65],
  },
  festive: {
    top: hex('#0c1630'),
    bottom: hex('#22335e'),
    ground: hex('#3b2b2b'),
    groundFar: hex('#1d1a26'),
    accents: [hex('#d62828'), hex('#f4f4f2'), hex('#2a9d8f'), hex('#f6bd60')],
    lights: true,
    horizon: [0.58, 0.68],
  },
  garden: {
    top: hex('#9cc6e4'),
    bottom: hex('#f1f4ec'),
    ground: hex('#4f8a3c'),
    groundFar: hex('#2f6b35'),
    accents: [hex('#e76f51'), hex('#f4a261'), hex('#e9c46a'), ...uniforms],
    lights: false,
    horizon: [0.35, 0.5],
  },
  kids: {
    top: hex('#fde2a7'),
    bottom: hex('#fff4dc'),
    ground: hex('#f08a4b'),
    groundFar: hex('#e5b04a'),
    accents: [hex('#ff595e'), hex('#ffca3a'), hex('#8ac926'), hex('#1982c4'), hex('#6a4c93')],
    lights: false,
    horizon: [0.5, 0.62],
  },
  evening: {
    top: hex('#f29e5c'),
    bottom: hex('#f9d8a7'),
    ground: hex('#5a4636'),
    groundFar: hex('#3e3229'),
    accents: [...uniforms, hex('#f2c14e')],
    lights: false,
    horizon: [0.5, 0.62],
  },
};

/** Folder and file names hint at the occasion; anything else gets a palette by hash. */
function paletteFor(path: string, rng: Rng): Palette {
  const rules: [RegExp, keyof typeof palettes][] = [
    [/sports|republic|independence|drill|athletic|basketball|karate|skating|march-past|assembly/, 'ground'],
    [/yoga|van-mahotsav|eco|green|plantation|earth/, 'garden'],
    [/christmas|carol|diwali/, 'festive'],
    [/annual-day|investiture|farewell|teachers-day|elocution|quiz|choir|hindi|marathi|stage/, 'stage'],
    [/science|graduation|feast|constitution|exhibition|olympiad|chess/, 'hall'],
    [/kids|colour|fancy|fruit|clay|kite|grandparents|krishna|rakhi|raksha/, 'kids'],
    [/summer|childrens-day|welcome/, 'field'],
  ];
  for (const [re, name] of rules) if (re.test(path)) return palettes[name] as Palette;
  const names = Object.keys(palettes);
  return palettes[names[rng.int(0, names.length - 1)] as string] as Palette;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const jitter = (c: Rgb, rng: Rng, amount: number): Rgb => [
  c[0] + (rng.next() - 0.5) * amount,
  c[1] + (rng.next() - 0.5) * amount,
  c[2] + (rng.next() - 0.5) * amount,
];
const skins = ['#8d5524', '#a0662f', '#c68642', '#b07a4a', '#e0ac69', '#7a4a2b'].map(hex);

/** A float RGB canvas with soft-edged painting operations. */
class Canvas {
  readonly px: Float32Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 3);
  }
  /** Blends `color` into an ellipse with a feathered edge (`soft` in [0, 1]). */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha: number, soft = 0.35): void {
    const x0 = Math.max(0, Math.floor(cx - rx - 1));
    const x1 = Math.min(this.w - 1, Math.ceil(cx + rx + 1));
    const y0 = Math.max(0, Math.floor(cy - ry - 1));
    const y1 = Math.min(this.h - 1, Math.ceil(cy + ry + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
        if (d >= 1) continue;
        const edge = d < 1 - soft ? 1 : (1 - d) / soft;
        this.blend(x, y, color, alpha * edge);
      }
    }
  }
  blend(x: number, y: number, c: Rgb, a: number): void {
    const o = (y * this.w + x) * 3;
    const px = this.px;
    px[o] = (px[o] as number) * (1 - a) + c[0] * a;
    px[o + 1] = (px[o + 1] as number) * (1 - a) + c[1] * a;
    px[o + 2] = (px[o + 2] as number) * (1 - a) + c[2] * a;
  }
  set(x: number, y: number, c: Rgb): void {
    const o = (y * this.w + x) * 3;
    this.px[o] = c[0];
    this.px[o + 1] = c[1];
    this.px[o + 2] = c[2];
  }
  toBytes(): Buffer {
    const out = Buffer.alloc(this.px.length);
    for (let i = 0; i < this.px.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(this.px[i] as number)));
    return out;
  }
}

/** A person seen from a distance: body, head and hair as soft ellipses. */
function figure(c: Canvas, rng: Rng, x: number, baseY: number, scale: number, clothes: Rgb): void {
  const skin = jitter(rng.pick(skins), rng, 20);
  c.ellipse(x, baseY - scale * 0.55, scale * 0.32, scale * 0.6, jitter(clothes, rng, 18), 0.95, 0.25);
  c.ellipse(x, baseY - scale * 1.22, scale * 0.17, scale * 0.21, skin, 0.97, 0.3);
  c.ellipse(x, baseY - scale * 1.33, scale * 0.18, scale * 0.12, jitter(hex('#1a1410'), rng, 12), 0.9, 0.4);
}

function paintScene(c: Canvas, rng: Rng, p: Palette): void {
  const { w, h } = c;
  const horizon = h * (p.horizon[0] + rng.next() * (p.horizon[1] - p.horizon[0]));
  const wave = [rng.next() * 6, rng.next() * 6, 0.6 + rng.next() * 1.5];
  const light = rng.next(); // where the light comes from, left to right
  const top = jitter(p.top, rng, 24);
  const bottom = jitter(p.bottom, rng, 24);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const hy = horizon + Math.sin((x / w) * Math.PI * (wave[2] as number) + (wave[0] as number)) * h * 0.02;
      const sky = mix(top, bottom, Math.pow(Math.min(1, y / hy), 0.8));
      const land = mix(p.groundFar, p.ground, Math.max(0, Math.min(1, (y - hy) / (h - hy))));
      // Partial coverage of the pixel the horizon crosses: no stair-steps once upscaled.
      const col = mix(sky, land, Math.max(0, Math.min(1, y + 0.5 - hy)));
      const glow = 1 + 0.12 * (1 - Math.abs(x / w - light) * 2);
      c.set(x, y, [col[0] * glow, col[1] * glow, col[2] * glow]);
    }
  }
  // Trees or building blocks along the horizon.
  const masses = rng.int(3, 8);
  for (let i = 0; i < masses; i++) {
    const rx = w * (0.05 + rng.next() * 0.12);
    c.ellipse(
      rng.next() * w,
      horizon - rx * 0.3,
      rx,
      rx * (0.5 + rng.next() * 0.5),
      jitter(mix(p.groundFar, [20, 30, 20], 0.5), rng, 20),
      0.75,
      0.6,
    );
  }
  // Out-of-focus lights for stage and evening scenes.
  if (p.lights) {
    for (let i = 0; i < rng.int(8, 18); i++) {
      const r = w * (0.01 + rng.next() * 0.035);
      c.ellipse(
        rng.next() * w,
        rng.next() * horizon * 0.9,
        r,
        r,
        jitter(rng.pick([hex('#ffe9b0'), hex('#ffd27a'), hex('#fff6e0'), hex('#ffb3a7')]), rng, 20),
        0.55,
        0.7,
      );
    }
  }
  // A crowd: rows of figures, smaller and paler with distance.
  const rows = rng.int(2, 4);
  for (let r = 0; r < rows; r++) {
    const depth = (r + 1) / rows;
    const baseY = horizon + (h - horizon) * (0.25 + depth * 0.7);
    const scale = h * (0.08 + depth * 0.22);
    const count = Math.round((w / scale) * (0.5 + rng.next() * 0.6));
    for (let i = 0; i < count; i++) {
      if (rng.chance(0.25)) continue;
      const x = (i + rng.next() * 0.8) * (w / count);
      figure(
        c,
        rng,
        x,
        baseY + (rng.next() - 0.5) * scale * 0.2,
        scale * (0.85 + rng.next() * 0.3),
        rng.pick(p.accents),
      );
    }
  }
  vignette(c, 0.35);
}

function paintPortrait(c: Canvas, rng: Rng): void {
  const { w, h } = c;
  const bgTop = jitter(
    rng.pick([hex('#8fa6bf'), hex('#b9b3a6'), hex('#7d93a8'), hex('#c9c3b8'), hex('#9db4a0')]),
    rng,
    20,
  );
  const bgBottom = mix(bgTop, [40, 40, 50], 0.45);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) c.set(x, y, mix(bgTop, bgBottom, y / h));
  const cx = w * (0.47 + rng.next() * 0.06);
  const skin = jitter(rng.pick(skins), rng, 16);
  const clothes = rng.pick([hex('#f4f4f2'), hex('#1f2a44'), hex('#2d4a8a'), hex('#7a1f2b'), hex('#e9e4d4')]);
  c.ellipse(cx, h * 1.02, w * 0.46, h * 0.34, clothes, 1, 0.12); // shoulders
  c.ellipse(cx, h * 0.7, w * 0.09, h * 0.08, mix(skin, [0, 0, 0], 0.15), 1, 0.3); // neck
  c.ellipse(cx, h * 0.46, w * 0.2, h * 0.22, skin, 1, 0.18); // face
  c.ellipse(cx, h * 0.31, w * 0.23, h * 0.13, jitter(hex('#17110d'), rng, 10), 0.97, 0.3); // hair
  if (rng.chance(0.5)) c.ellipse(cx, h * 0.52, w * 0.24, h * 0.27, hex('#17110d'), 0.45, 0.5); // longer hair
  c.ellipse(cx - w * 0.07, h * 0.45, w * 0.025, h * 0.014, hex('#2a1d16'), 0.8, 0.5); // eyes
  c.ellipse(cx + w * 0.07, h * 0.45, w * 0.025, h * 0.014, hex('#2a1d16'), 0.8, 0.5);
  c.ellipse(cx, h * 0.56, w * 0.06, h * 0.012, mix(skin, hex('#7a2a2a'), 0.5), 0.7, 0.5); // smile
  vignette(c, 0.25);
}

function vignette(c: Canvas, strength: number): void {
  for (let y = 0; y < c.h; y++) {
    for (let x = 0; x < c.w; x++) {
      const d = Math.hypot(x / c.w - 0.5, y / c.h - 0.5) / 0.7071;
      const f = 1 - strength * d * d;
      const o = (y * c.w + x) * 3;
      c.px[o] = (c.px[o] as number) * f;
      c.px[o + 1] = (c.px[o + 1] as number) * f;
      c.px[o + 2] = (c.px[o + 2] as number) * f;
    }
  }
}

/**
 * Adds detail that survives downscaling (leaves, gravel, fabric), in place: grain at 1/6 of the
 * size, scaled up. A camera photo made smaller keeps texture, so its copies weigh what a real
 * photo's do, not what a painted gradient's do.
 */
async function texture(raw: Buffer, w: number, h: number, seed: number): Promise<void> {
  const tw = Math.ceil(w / 6);
  const th = Math.ceil(h / 6);
  const small = Buffer.alloc(tw * th * 3, 128);
  grain(small, seed ^ 0x5bd1e995, 60);
  const layer = await sharp(small, { raw: { width: tw, height: th, channels: 3 } })
    .resize(w, h, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  for (let i = 0; i < raw.length; i++) raw[i] = clamp((raw[i] as number) + ((layer[i] as number) - 128) * 0.5);
}

/** Adds film-like grain in place (seeded xorshift; luma plus a little colour noise). */
function grain(raw: Buffer, seed: number, amount: number): void {
  let s = seed || 1;
  for (let i = 0; i < raw.length; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const n = (((s & 0xff) - 127.5) / 127.5) * amount;
    const cn = ((((s >>> 8) & 0xff) - 127.5) / 127.5) * amount * 0.3;
    raw[i] = clamp((raw[i] as number) + n + cn);
    raw[i + 1] = clamp((raw[i + 1] as number) + n);
    raw[i + 2] = clamp((raw[i + 2] as number) + n - cn);
  }
}
const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : v);

export type Format = 'jpeg' | 'webp';

/**
 * A phone camera's photo as staff upload it (DEV_API_PHOTOS=camera): 3000 x 2000 (people 2000 x
 * 3000), a JPEG of about 4 MB, whatever width is asked for, as a real provider serves it.
 */
export const CAMERA_SIZE = { long: 3000, short: 2000, quality: 97 } as const;

export function cameraSpec(path: string): PhotoSpec {
  const { kind } = photoSpec(path);
  const { long, short } = CAMERA_SIZE;
  return kind === 'portrait' ? { kind, width: short, height: long } : { kind, width: long, height: short };
}

/**
 * Renders the picture for `path` at `width` (default: its native width; never larger) and
 * encodes it. Small widths are painted and grained at that size, so thumbnails cost little.
 */
export async function renderPhoto(
  path: string,
  width: number | undefined,
  format: Format,
  camera = false,
): Promise<Buffer> {
  const spec = camera ? cameraSpec(path) : photoSpec(path);
  const outW = Math.max(16, Math.min(spec.width, Math.round(width ?? spec.width)));
  const outH = Math.max(16, Math.round((outW * spec.height) / spec.width));
  const seed = hashString(path);
  const rng = createRng(seed);
  // Painted at a fixed small size whatever the output size, so a thumbnail shows the same picture.
  const baseW = spec.kind === 'portrait' ? 96 : 168;
  const base = new Canvas(baseW, Math.round((baseW * spec.height) / spec.width));
  if (spec.kind === 'portrait') paintPortrait(base, rng);
  else paintScene(base, rng, paletteFor(path, rng));
  const raw = await sharp(base.toBytes(), { raw: { width: base.w, height: base.h, channels: 3 } })
    .resize(outW, outH, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  if (camera) await texture(raw, outW, outH, seed);
  grain(raw, seed, camera ? 16 : outW >= 800 ? 9 : 5);
  const img = sharp(raw, { raw: { width: outW, height: outH, channels: 3 } });
  if (camera) return img.jpeg({ quality: CAMERA_SIZE.quality }).toBuffer();
  return format === 'webp'
    ? img.webp({ quality: 78, effort: 2 }).toBuffer()
    : img.jpeg({ quality: 82, progressive: outW >= 800 }).toBuffer();
}
