import sharp from 'sharp';

/*
 * Synthetic embryo pictures for the tests, drawn as SVG and rendered by sharp: a zona ring, then either a
 * blastocyst (a smooth cavity of a chosen size, a textured inner cell mass, a rim of trophectoderm cells) or a
 * cleavage-stage embryo (N blastomeres with dark membranes, optional small fragments). Cells are textured
 * with fractal noise, as granular cytoplasm looks under the microscope; `blur` mimics a picture out of focus.
 */

const SIZE = 400;
const C = SIZE / 2;
const ZONA = 160;

const defs = `<defs><filter id="grain" x="0" y="0" width="100%" height="100%">
  <feTurbulence type="fractalNoise" baseFrequency="0.35" numOctaves="2" seed="7" result="noise"/>
  <feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.45  0 0 0 0 0.45  0 0 0 1.1 -0.2" result="grain"/>
  <feComposite in="grain" in2="SourceGraphic" operator="in"/>
</filter></defs>`;

const zona = () =>
  `<circle cx="${C}" cy="${C}" r="${ZONA}" fill="none" stroke="#cfcfcf" stroke-width="12"/>` +
  `<circle cx="${C}" cy="${C}" r="${ZONA - 6}" fill="none" stroke="#505050" stroke-width="2"/>` +
  `<circle cx="${C}" cy="${C}" r="${ZONA + 6}" fill="none" stroke="#505050" stroke-width="2"/>`;

/** A textured cell: a grey disc with a dark membrane and granular cytoplasm. */
const cell = (x: number, y: number, r: number, shade = '#8c8c8c') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${shade}" stroke="#2a2a2a" stroke-width="3"/>` +
  `<circle cx="${x}" cy="${y}" r="${Math.max(1, r - 3)}" fill="#000" filter="url(#grain)"/>`;

async function render(body: string, blur: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${defs}<rect width="100%" height="100%" fill="#a8a8a8"/>${body}</svg>`;
  let picture = sharp(Buffer.from(svg)).greyscale();
  if (blur > 0) picture = picture.blur(blur);
  return picture.webp({ quality: 90 }).toBuffer();
}

/** A day-5 blastocyst whose cavity has radius `cavity` × the embryo's. */
export function blastocystPicture(options: { cavity: number; blur?: number }): Promise<Buffer> {
  const embryo = ZONA - 12;
  const parts: string[] = [];
  // The embryo's body: small textured cells throughout, then the smooth cavity over them.
  for (let ring = 12; ring < embryo; ring += 22) {
    const count = Math.max(1, Math.round((2 * Math.PI * ring) / 22));
    for (let i = 0; i < count; i++) {
      const a = (2 * Math.PI * i) / count + ring;
      parts.push(cell(C + ring * Math.cos(a), C + ring * Math.sin(a), 12));
    }
  }
  const cavity = options.cavity * embryo;
  if (cavity > 0) {
    parts.push(`<circle cx="${C}" cy="${C + (embryo - cavity) * 0.5}" r="${cavity}" fill="#b2b2b2"/>`);
    // The inner cell mass: a dense cluster on the cavity's upper wall.
    for (const [dx, dy] of [
      [0, 0],
      [-16, 6],
      [16, 6],
      [-8, 20],
      [8, 20],
      [0, -12],
      [-22, -8],
      [22, -8],
    ] as const) {
      parts.push(cell(C + dx, C - embryo + 42 + dy, 10, '#7a7a7a'));
    }
  }
  return render(zona() + parts.join(''), options.blur ?? 0);
}

/** A cleavage-stage embryo of `cells` even blastomeres and `fragments` small fragments between them. */
export function cleavagePicture(options: {
  cells: 4 | 8;
  fragments?: number;
  blur?: number;
}): Promise<Buffer> {
  const parts: string[] = [];
  const layout =
    options.cells === 4
      ? Array.from({ length: 4 }, (_, i) => ({ a: (Math.PI / 2) * i + Math.PI / 4, d: 58, r: 60 }))
      : [
          { a: 0, d: 0, r: 40 },
          ...Array.from({ length: 7 }, (_, i) => ({ a: ((2 * Math.PI) / 7) * i, d: 86, r: 40 })),
        ];
  for (const { a, d, r } of layout) parts.push(cell(C + d * Math.cos(a), C + d * Math.sin(a), r));
  const fragments = options.fragments ?? 0;
  for (let i = 0; i < fragments; i++) {
    const a = (2 * Math.PI * i) / Math.max(1, fragments) + 0.3;
    parts.push(cell(C + 138 * Math.cos(a), C + 138 * Math.sin(a), 10, '#9a9a9a'));
  }
  return render(zona() + parts.join(''), options.blur ?? 0);
}

/** A picture with nothing in it. */
export function blankPicture(shade = 128): Promise<Buffer> {
  return sharp({
    create: { width: SIZE, height: SIZE, channels: 3, background: { r: shade, g: shade, b: shade } },
  })
    .webp()
    .toBuffer();
}

/** Not an embryo: a textured square, as sharp as any embryo picture. */
export function squarePicture(): Promise<Buffer> {
  return render(
    `<rect x="100" y="100" width="200" height="200" fill="#8c8c8c" stroke="#2a2a2a" stroke-width="3"/>` +
      `<rect x="103" y="103" width="194" height="194" fill="#000" filter="url(#grain)"/>`,
    0,
  );
}
