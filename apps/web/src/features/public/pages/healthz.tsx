import { Activity, Database, RefreshCw, Tag, Timer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { formatTime } from '@/lib/format';
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
          icon={RefreshCw}
          variant="secondary"
          size="sm"
          onClick={() => void health.refetch()}
          loading={health.isFetching}
        >
          Check again
        </Button>
      </div>
      <QueryState
        query={health}
        loadingLabel="Checking the service"
        skeleton={
          <Card>
            <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
              <Skeletons count={4} className="h-6" />
            </CardContent>
          </Card>
        }
        errorTitle="The service could not be reached"
        retry={false}
      >
        {(status) => (
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <dl className="divide-y divide-line">
                <Row icon={Activity} label="Status">
                  <Badge tone={status.status === 'ok' ? 'success' : 'warning'}>
                    {status.status === 'ok' ? 'Operational' : 'Degraded'}
                  </Badge>
                </Row>
                <Row icon={Database} label="Database">
                  <Badge tone={status.database === 'up' ? 'success' : 'danger'}>
                    {status.database === 'up' ? 'Up' : 'Down'}
                  </Badge>
                </Row>
                <Row icon={Tag} label="Version">
                  <code>{status.version}</code>
                </Row>
                <Row icon={Timer} label="Uptime">
                  {formatUptime(status.uptime_seconds)}
                </Row>
              </dl>
              <p className="mt-3 text-xs text-ink-muted">Checked {formatTime(health.dataUpdatedAt, true)}</p>
            </CardContent>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
