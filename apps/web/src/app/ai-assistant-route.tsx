import { useQuery } from '@tanstack/react-query';
import { maySubscribe } from '@fertilia/contracts';
import { AssistantPage } from '@/features/assistant/pages/ai-assistant';
import type { AssistantAccess } from '@/features/assistant/lib/access';
import { useCurrentSubscription, usePlans } from '@/features/subscriptions/api/subscriptions';
import { appConfigQuery } from '@/lib/app-config';
import { useSession } from '@/lib/session-context';

/**
 * /ai-assistant: the assistant feature's page, told by the subscriptions feature whether her plan includes
 * the AI assistant (features never import each other), so a patient without it sees the plan she needs
 * rather than a question that fails. When her plan cannot be read the chat shows, and the API decides.
 */
export function Component() {
  const { user } = useSession();
  const config = useQuery(appConfigQuery);
  const subscriber = user !== null && maySubscribe(user.role);
  const plansOn = config.data?.features.enableSubscriptionFeatures === true;
  const asks = subscriber && plansOn;
  const current = useCurrentSubscription(asks);
  const plans = usePlans();
  return <AssistantPage access={accessOf()} />;

  function accessOf(): AssistantAccess {
    if (subscriber && config.isPending) return { kind: 'checking' };
    if (!asks || current.isError) return { kind: 'open' };
    if (!current.data) return { kind: 'checking' };
    if (current.data.entitlements.includes('ai_assistant')) return { kind: 'open' };
    const plan = plans.data?.find((p) => p.is_active && p.entitlements.includes('ai_assistant'));
    return { kind: 'needs-plan', planName: plan?.name ?? null };
  }
}
