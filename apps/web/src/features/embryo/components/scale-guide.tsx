import { GRADING_SCALE_GUIDE, type GradingScale } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';

interface ScaleGuideProps {
  scale: GradingScale;
  /** The codes of the grade being read, by part key ({ expansion: '4', icm: 'A' }): those levels are marked. */
  marked?: Record<string, string>;
  /** The heading level of each part's title, under the card's own title. */
  headingLevel?: 'h3' | 'h4';
  /** The scale's full title above it (the guide's tabs name it shortly). */
  withTitle?: boolean;
}

/** Each part of a scale with what its levels mean, and the paper that defines it. */
export function ScaleGuide({
  scale,
  marked = {},
  headingLevel: Heading = 'h3',
  withTitle = false,
}: ScaleGuideProps) {
  const guide = GRADING_SCALE_GUIDE[scale];
  return (
    <div className="flex flex-col gap-4 text-sm text-ink">
      {withTitle ? <Heading className="text-base font-semibold">{guide.title}</Heading> : null}
      <p>{guide.howToRead}</p>
      {guide.parts.map((part) => (
        <div key={part.key} className="flex flex-col gap-2">
          <Heading className="font-semibold">{part.title}</Heading>
          <dl className="grid gap-1.5">
            {part.levels.map((level) => {
              const current = marked[part.key] === level.code;
              return (
                <div
                  key={level.code}
                  className={cn(
                    'grid grid-cols-[2.5rem_minmax(0,1fr)] gap-2 rounded-md px-2 py-1.5',
                    current ? 'bg-brand-soft ring-1 ring-brand' : 'bg-subtle/50',
                  )}
                >
                  <dt className="font-semibold">
                    {level.code}
                    {current ? <span className="sr-only"> (this embryo)</span> : null}
                  </dt>
                  <dd>
                    <span className="font-medium">{level.name}.</span> {level.meaning}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
      <p className="text-xs text-ink-muted">Source: {guide.source}</p>
    </div>
  );
}

/** The codes of a grade by part, for ScaleGuide to mark: "4AB" → expansion 4, icm A, te B; "2" → grade 2. */
export function gradeParts(scale: GradingScale, grade: string | null): Record<string, string> {
  if (!grade) return {};
  if (scale !== 'gardner') return { grade };
  const [expansion, icm, te] = grade.split('');
  return Object.fromEntries(
    Object.entries({ expansion, icm, te }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}
