import path from 'node:path';
import { parseDocument } from 'yaml';
import { knowledgeArticleFileSchema, type KnowledgeArticleFile } from '@fertilia/contracts';

/** The file that broke start-up, named in the message so an editor knows what to fix. */
export class ArticleFileError extends Error {
  constructor(file: string, problem: string) {
    super(`Knowledge hub article ${file} is invalid: ${problem}`);
    this.name = 'ArticleFileError';
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Reads one `<slug>.md`: YAML front matter between `---` lines, then the markdown body. The slug must equal
 * the file name, so a page address always tells which file to edit.
 */
export function parseArticleFile(filePath: string, text: string): KnowledgeArticleFile {
  const file = path.basename(filePath);
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!match)
    throw new ArticleFileError(file, 'it must start with a YAML front-matter block between --- lines');
  const doc = parseDocument(match[1]!);
  if (doc.errors.length) throw new ArticleFileError(file, `front matter: ${doc.errors[0]!.message}`);
  const front: unknown = doc.toJS();
  if (!front || typeof front !== 'object' || Array.isArray(front)) {
    throw new ArticleFileError(file, 'the front matter must be a set of key: value lines');
  }
  const parsed = knowledgeArticleFileSchema.safeParse({ ...front, body: match[2] });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ArticleFileError(file, `${where}${issue.message}`);
  }
  const expected = file.replace(/\.md$/, '');
  if (parsed.data.slug !== expected) {
    throw new ArticleFileError(file, `slug "${parsed.data.slug}" must equal the file name "${expected}"`);
  }
  return parsed.data;
}
