import { useId, useState } from 'react';
import type { EmbryoAnalysis, EmbryoAssessment } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { OUTLINE_STYLES, outlineDescription, outlineKinds, pointsOf } from '../lib/outline';
import { EmbryoPicture } from './embryo-picture';

interface OutlinedPictureProps {
  analysis: EmbryoAnalysis;
  /** The toggle and legend; a comparison column shows the outline alone. */
  controls?: boolean;
}

/** The shapes the analysis found, drawn over the picture in its own pixels. */
function OutlineLayer({
  outline,
  describedBy,
}: {
  outline: EmbryoAssessment['outline'];
  describedBy: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${outline.width} ${outline.height}`}
      preserveAspectRatio="none"
      role="img"
      aria-describedby={describedBy}
      aria-label="Outline of what the analysis found"
      className="pointer-events-none absolute inset-0 size-full"
    >
      {outline.shapes.map((shape, index) => (
        <polygon
          key={index}
          points={pointsOf(shape.points)}
          fill="none"
          stroke={OUTLINE_STYLES[shape.kind].colour}
          strokeWidth={Math.max(2, outline.width / 256)}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          data-kind={shape.kind}
        />
      ))}
    </svg>
  );
}

/**
 * The picture with the outline over it, a legend by kind of shape, and a switch to see the picture bare. The
 * outline's text alternative lists what was found.
 */
export function OutlinedPicture({ analysis, controls = true }: OutlinedPictureProps) {
  const [shown, setShown] = useState(true);
  const descriptionId = useId();
  const outline = analysis.detailed_assessment?.outline;
  const { image } = analysis;
  return (
    <figure className="flex flex-col gap-3">
      <div className="relative">
        <EmbryoPicture
          imageId={image.id}
          alt={`Embryo ${analysis.embryo_id}, day ${analysis.day_of_development}`}
          width={image.width}
          height={image.height}
        />
        {outline && shown ? <OutlineLayer outline={outline} describedBy={descriptionId} /> : null}
      </div>
      {outline ? (
        <figcaption className="flex flex-col gap-2">
          <p id={descriptionId} className="sr-only">
            {outlineDescription(outline)}
          </p>
          {controls ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ul aria-label="Outline legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                {outlineKinds(outline).map(({ kind, count }) => (
                  <li key={kind} className="flex items-center gap-1.5">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-sm border-2"
                      style={{ borderColor: OUTLINE_STYLES[kind].colour }}
                    />
                    {OUTLINE_STYLES[kind].label}
                    {count > 1 ? ` (${count})` : null}
                  </li>
                ))}
              </ul>
              <Button type="button" size="sm" variant="secondary" onClick={() => setShown((on) => !on)}>
                {shown ? 'Hide outline' : 'Show outline'}
              </Button>
            </div>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
