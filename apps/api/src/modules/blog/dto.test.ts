import { describe, expect, it } from 'vitest';
import { BLOG_EXCERPT_MAX } from '@fertilia/contracts';
import { excerptOf } from './dto';

describe('excerptOf', () => {
  it('takes the opening paragraphs and leaves out the heading and list after them', () => {
    const markdown = [
      'A first appointment goes quickly. Writing your questions down helps.',
      '',
      '## About the treatment plan',
      '',
      '- Which tests do we need first?',
      '- How many cycles do you usually recommend?',
      '',
      'Read more in the [knowledge hub](/knowledge-hub).',
    ].join('\n');
    expect(excerptOf(markdown)).toBe('A first appointment goes quickly. Writing your questions down helps.');
  });

  it('joins consecutive paragraphs as plain text', () => {
    expect(excerptOf('One **bold** start.\n\nA second _thought_.\n\n> A quote')).toBe(
      'One bold start. A second thought.',
    );
  });

  it('skips headings, images and HTML that come before the first paragraph', () => {
    expect(excerptOf('# Title\n\n![cover](https://x.test/a.png)\n\n<div>x</div>\n\nThe real start.')).toBe(
      'The real start.',
    );
  });

  it('marks a sentence that led into a left-out list as cut short', () => {
    expect(excerptOf('Bring these to the clinic:\n\n- ID\n- Referral')).toBe('Bring these to the clinic…');
  });

  it('falls back to the whole text when the post has no paragraph', () => {
    expect(excerptOf('## Checklist\n\n- Folic acid\n- Sleep')).toBe('Checklist Folic acid Sleep');
  });

  it('cuts long prose at a word boundary with an ellipsis', () => {
    const sentence = 'Cycle tracking helps you and your clinic plan each step together. ';
    const text = sentence.repeat(10).trim();
    const excerpt = excerptOf(text);
    const kept = excerpt.slice(0, -1);
    expect(excerpt.length).toBeLessThanOrEqual(BLOG_EXCERPT_MAX + 1);
    expect(excerpt).toMatch(/\w…$/);
    expect(text.startsWith(kept)).toBe(true);
    // The cut falls between words, not inside one.
    expect(text[kept.length]).toMatch(/[\s.]/);
  });
});
