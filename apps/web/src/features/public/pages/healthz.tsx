import { Activity, Database, RefreshCw, Tag, Timer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useHealth } from '../api/get-health';

/** 93784 → "1 d 2 h 3 min" */
function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const parts = [d && `${d} d`, h && `${h} h`, `${m} min`].filter(Boolean);
  return seconds < 60 ? `${Math.floor(seconds)} s` : parts.join(' ');
}

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="flex items-center gap-2 text-ink-muted">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function Component() {
  const health = useHealth();

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="mb-6 flex items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">System status</h1>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void health.refetch()}
          loading={health.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          Check again
        </Button>
      </div>
      {health.isPending ? (
        <Card aria-busy="true">
          <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
            <span className="sr-only" role="status">
              Checking the service
            </span>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </CardContent>
        </Card>
      ) : health.isError ? (
        <Alert tone="error" title="The service could not be reached">
          {health.error.message}
        </Alert>
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <dl className="divide-y divide-line">
              <Row icon={Activity} label="Status">
                <Badge tone={health.data.status === 'ok' ? 'success' : 'warning'}>
                  {health.data.status === 'ok' ? 'Operational' : 'Degraded'}
                </Badge>
              </Row>
              <Row icon={Database} label="Database">
                <Badge tone={health.data.database === 'up' ? 'success' : 'danger'}>
                  {health.data.database === 'up' ? 'Up' : 'Down'}
                </Badge>
              </Row>
              <Row icon={Tag} label="Version">
                <code>{health.data.version}</code>
              </Row>
              <Row icon={Timer} label="Uptime">
                {formatUptime(health.data.uptime_seconds)}
              </Row>
            </dl>
            <p className="mt-3 text-xs text-ink-muted">
              Checked {new Date(health.dataUpdatedAt).toLocaleTimeString()}
            </p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
