import { describe, expect, it } from 'vitest';
import { markdownToText, readingMinutes, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders ordinary formatting', () => {
    const html = renderMarkdown('## Step one\n\nTake **folic acid** daily.\n\n- a\n- b');
    expect(html).toContain('<h2>Step one</h2>');
    expect(html).toContain('<strong>folic acid</strong>');
    expect(html).toContain('<li>a</li>');
  });

  it('removes script tags, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [click](javascript:alert(3)) <a href="data:text/html,x">d</a>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|data:text/i);
  });

  it('removes iframes and inline styles and demotes h1', () => {
    const html = renderMarkdown(
      '# Title\n\n<iframe src="https://evil.example"></iframe><p style="color:red">x</p>',
    );
    expect(html).not.toMatch(/iframe|style=/);
    expect(html).toContain('<h2>Title</h2>');
  });

  it('opens outside links in a new tab without leaking the opener', () => {
    expect(renderMarkdown('[NICE](https://www.nice.org.uk)')).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe('markdownToText and readingMinutes', () => {
  it('strips markup and counts words', () => {
    expect(markdownToText('## A\n\n**b** c')).toBe('A b c');
    expect(readingMinutes('word '.repeat(400))).toBe(2);
    expect(readingMinutes('short')).toBe(1);
  });
});
