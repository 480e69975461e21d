import { AssistantPage } from '@/features/assistant/pages/ai-assistant';
import { usePlanAccess } from './use-plan-access';

/**
 * /ai-assistant: the assistant feature's page, told whether her plan includes the AI assistant, so a patient
 * without it sees the plan she needs rather than a question that fails.
 */
export function Component() {
  return <AssistantPage access={usePlanAccess('ai_assistant')} />;
}
