import type { EmbryoAssessment, OutlineKind } from '@fertilia/contracts';

/** How each kind of shape is named and drawn; colours chosen to stand out on grey microscopy. */
export const OUTLINE_STYLES: Record<OutlineKind, { label: string; colour: string }> = {
  zona: { label: 'Zona pellucida', colour: '#f59e0b' },
  embryo: { label: 'Embryo', colour: '#22d3ee' },
  blastocoel: { label: 'Blastocoel (cavity)', colour: '#a78bfa' },
  inner_cell_mass: { label: 'Inner cell mass', colour: '#f472b6' },
  trophectoderm: { label: 'Trophectoderm', colour: '#34d399' },
  cell: { label: 'Cell', colour: '#60a5fa' },
  fragment: { label: 'Fragment', colour: '#f87171' },
};

/** The kinds present, each with how many shapes, in the order of OUTLINE_STYLES. */
export function outlineKinds(outline: EmbryoAssessment['outline']): { kind: OutlineKind; count: number }[] {
  const counts = new Map<OutlineKind, number>();
  for (const shape of outline.shapes) counts.set(shape.kind, (counts.get(shape.kind) ?? 0) + 1);
  return (Object.keys(OUTLINE_STYLES) as OutlineKind[])
    .filter((kind) => counts.has(kind))
    .map((kind) => ({ kind, count: counts.get(kind)! }));
}

/** The outline in words, for those who cannot see it: "Outlined: zona pellucida, embryo, 4 cells". */
export function outlineDescription(outline: EmbryoAssessment['outline']): string {
  const kinds = outlineKinds(outline);
  if (kinds.length === 0) return 'Nothing could be outlined on this picture.';
  const parts = kinds.map(({ kind, count }) => {
    const label = OUTLINE_STYLES[kind].label.toLowerCase();
    return count > 1 ? `${count} × ${label}` : label;
  });
  return `Outlined on the picture: ${parts.join(', ')}.`;
}

export const pointsOf = (points: [number, number][]) => points.map(([x, y]) => `${x},${y}`).join(' ');
