import type { AnswerWriter } from '../passage';
import { createExtractiveWriter } from './extractive-writer';
import { createLlmWriter, type LlmSettings } from './llm-writer';

/** The configured outside model when there is one (LLM_BASE_URL), else the embedded extractive writer. */
export function writerFor(llm: LlmSettings | null): AnswerWriter {
  return llm ? createLlmWriter(llm) : createExtractiveWriter();
}
