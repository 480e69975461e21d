import type { CalibrationRow } from './metrics';

/*
 * The calibration chart of results.md as a small SVG: predicted against observed live-birth rate for the
 * deciles (circles) and the own-egg age bands (squares), with the diagonal a perfect model would sit on.
 * Written by hand because it is one static picture in a Markdown file; the product's charts use recharts.
 */

const SIZE = 420;
const MARGIN = 56;
const MAX = 0.5;
const scale = (x: number) => MARGIN + (x / MAX) * (SIZE - 2 * MARGIN);
const flip = (y: number) => SIZE - scale(y);

export function calibrationChart(deciles: CalibrationRow[], bands: CalibrationRow[]): string {
  const ticks = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
  const grid = ticks
    .map(
      (t) =>
        `<line x1="${scale(0)}" y1="${flip(t)}" x2="${scale(MAX)}" y2="${flip(t)}" stroke="#e5e7eb"/>` +
        `<text x="${scale(0) - 8}" y="${flip(t) + 4}" text-anchor="end">${t * 100}%</text>` +
        `<text x="${scale(t)}" y="${flip(0) + 18}" text-anchor="middle">${t * 100}%</text>`,
    )
    .join('');
  const circles = deciles
    .map(
      (d) =>
        `<circle cx="${scale(d.predicted).toFixed(1)}" cy="${flip(d.observed).toFixed(1)}" r="5" fill="#7c3aed"/>`,
    )
    .join('');
  const squares = bands
    .map(
      (b) =>
        `<rect x="${(scale(b.predicted) - 4.5).toFixed(1)}" y="${(flip(b.observed) - 4.5).toFixed(1)}" width="9" height="9" fill="#0d9488"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="sans-serif" font-size="11" fill="#374151">
<rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/>
<text x="${SIZE / 2}" y="22" text-anchor="middle" font-size="13" font-weight="bold">Predicted against observed live birth, 2018 cycles</text>
${grid}
<line x1="${scale(0)}" y1="${flip(0)}" x2="${scale(MAX)}" y2="${flip(MAX)}" stroke="#9ca3af" stroke-dasharray="4 4"/>
${circles}${squares}
<text x="${SIZE / 2}" y="${SIZE - 12}" text-anchor="middle">predicted chance per started cycle</text>
<text transform="translate(14 ${SIZE / 2}) rotate(-90)" text-anchor="middle">observed live-birth rate</text>
<circle cx="${MARGIN + 10}" cy="44" r="5" fill="#7c3aed"/><text x="${MARGIN + 20}" y="48">deciles of predicted chance</text>
<rect x="${MARGIN + 5.5}" y="57.5" width="9" height="9" fill="#0d9488"/><text x="${MARGIN + 20}" y="66">age bands, own eggs</text>
</svg>
`;
}
