import { Quote } from 'lucide-react';
import { Section } from './section';

/**
 * Illustrative stories, labelled as such: Fertilia has no published testimonials yet, and inventing quotes
 * from real-sounding people would mislead the very readers we ask to trust us with health data.
 */
const STORIES = [
  {
    who: 'A patient starting IVF',
    text: 'Keeps her cycle notes and medication list in her profile, so her first consultation starts with her history instead of a blank form.',
  },
  {
    who: 'A couple after a failed cycle',
    text: 'Reads what the embryo grades in their clinic report mean, then books a second-opinion consultation with a reproductive specialist.',
  },
  {
    who: 'A fertility nurse',
    text: 'Sets her availability and languages on her professional profile, so patients who need her find her.',
  },
] as const;

export function Stories() {
  return (
    <Section
      id="testimonials"
      eyebrow="Stories"
      title="Who Fertilia is for"
      intro="These are illustrative stories, not quotes from real users. Real experiences will appear here only with their authors' consent."
      className="bg-surface"
    >
      <ul className="grid list-none gap-6 p-0 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.who} className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-6">
            <span className="inline-flex w-fit items-center rounded-full bg-subtle px-2.5 py-0.5 text-xs font-medium text-ink-muted">
              Illustrative story
            </span>
            <Quote aria-hidden="true" className="size-6 text-brand/60" />
            <p className="text-ink">{story.text}</p>
            <p className="mt-auto text-sm font-medium text-ink-muted">— {story.who}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
