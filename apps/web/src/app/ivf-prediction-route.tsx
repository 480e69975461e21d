import { useQuery } from '@tanstack/react-query';
import { maySubscribe } from '@fertilia/contracts';
import { IvfPredictionPage } from '@/features/ivf/pages/ivf-prediction';
import type { IvfAccess } from '@/features/ivf/lib/access';
import { useCurrentSubscription, usePlans } from '@/features/subscriptions/api/subscriptions';
import { appConfigQuery } from '@/lib/app-config';
import { useSession } from '@/lib/session-context';

/**
 * /ivf-prediction: the IVF feature's page, told by the subscriptions feature whether her plan includes IVF
 * prediction (features never import each other), so a patient without it sees the plan she needs before she
 * types anything. When her plan cannot be read the form shows, and the API's answer decides.
 */
export function Component() {
  const { user } = useSession();
  const config = useQuery(appConfigQuery);
  const subscriber = user !== null && maySubscribe(user.role);
  const plansOn = config.data?.features.enableSubscriptionFeatures === true;
  const asks = subscriber && plansOn;
  const current = useCurrentSubscription(asks);
  const plans = usePlans();
  return <IvfPredictionPage access={accessOf()} />;

  function accessOf(): IvfAccess {
    if (subscriber && config.isPending) return { kind: 'checking' };
    if (!asks || current.isError) return { kind: 'open' };
    if (!current.data) return { kind: 'checking' };
    if (current.data.entitlements.includes('ivf_prediction')) return { kind: 'open' };
    const plan = plans.data?.find((p) => p.is_active && p.entitlements.includes('ivf_prediction'));
    return { kind: 'needs-plan', planName: plan?.name ?? null };
  }
}
