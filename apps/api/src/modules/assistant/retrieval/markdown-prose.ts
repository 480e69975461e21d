import type { Token, Tokens } from 'marked';

/*
 * Markdown tokens (marked's lexer, the parser the article page renders with) turned into plain prose that a
 * writer can quote sentence by sentence: emphasis and links reduced to their words, list items made into
 * sentences.
 */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The words of inline tokens as the page shows them; images and raw HTML tags show no words of their own. */
export function inlineText(tokens: readonly Token[] | undefined): string {
  let text = '';
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
        text += 'tokens' in token && token.tokens?.length ? inlineText(token.tokens) : decode(token.text);
        break;
      case 'escape':
      case 'codespan':
        text += decode((token as Tokens.Codespan).text);
        break;
      case 'strong':
      case 'em':
      case 'del':
      case 'link':
        text += inlineText((token as Tokens.Generic).tokens);
        break;
      case 'br':
        text += ' ';
        break;
      case 'image':
      case 'html':
        break;
      default:
        text += decode(String((token as Tokens.Generic).text ?? ''));
    }
  }
  return text;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A list item read aloud: capitalised, ending with a full stop unless it already ends a sentence. */
export function asSentence(text: string): string {
  const words = squash(text);
  if (!words) return '';
  const capitalised = words[0]!.toUpperCase() + words.slice(1);
  if (/[.!?…]["'”’)]*$/.test(capitalised)) return capitalised;
  return `${capitalised.replace(/[\s;,:–-]+$/, '')}.`;
}

/**
 * The prose units of one block, in order: a paragraph is one unit, a list one unit per item (so a long list
 * can be split between its items), a table one unit per row.
 */
export function blockUnits(token: Token): string[] {
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'def':
      return [];
    case 'paragraph':
    case 'heading':
      return [squash(inlineText((token as Tokens.Paragraph).tokens))].filter(Boolean);
    case 'text':
      return [squash(inlineText((token as Tokens.Text).tokens ?? [token]))].filter(Boolean);
    case 'list':
      return (token as Tokens.List).items.flatMap((item) => {
        const [first, ...rest] = item.tokens.flatMap(blockUnits);
        return [asSentence(first ?? ''), ...rest].filter(Boolean);
      });
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.flatMap(blockUnits);
    case 'table': {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows].map((row) =>
        asSentence(row.map((cell) => squash(inlineText(cell.tokens))).join(', ')),
      );
    }
    case 'code':
      return [squash((token as Tokens.Code).text)].filter(Boolean);
    case 'html':
      return [squash(decode((token as Tokens.HTML).text.replace(/<[^>]*>/g, ' ')))].filter(Boolean);
    default:
      return [squash(String((token as Tokens.Generic).text ?? ''))].filter(Boolean);
  }
}
