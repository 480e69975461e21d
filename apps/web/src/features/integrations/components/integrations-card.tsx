import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Plug, Video } from 'lucide-react';
import {
  ZOOM_CONNECT_FAILURES,
  ZOOM_CONNECT_FAILURE_TEXT,
  isProfessional,
  type ZoomConnectFailure,
  type ZoomStatus,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useSession } from '@/lib/session-context';
import { useDisconnectZoom } from '../api/disconnect-zoom';
import { useZoomStatus } from '../api/get-zoom-status';
import { ConnectZoomButton } from './connect-zoom-button';

export const ZOOM_CONNECTED_TEXT = 'Zoom is connected. Your confirmed visits will get a Zoom meeting.';

type Outcome = { ok: true } | { ok: false; reason: ZoomConnectFailure };

/** What the callback's redirect said (`?zoom=connected` or `?zoom=error&reason=…`), if anything. */
function outcomeOf(search: string): Outcome | null {
  const params = new URLSearchParams(search);
  const zoom = params.get('zoom');
  if (zoom === 'connected') return { ok: true };
  if (zoom !== 'error') return null;
  const reason = params.get('reason') as ZoomConnectFailure;
  return { ok: false, reason: ZOOM_CONNECT_FAILURES.includes(reason) ? reason : 'exchange' };
}

/**
 * The #integrations card of /settings for experts and doctors (ADR 014): whether her Zoom account is
 * connected, with which e-mail and since when, and the way to connect or disconnect it. Back from Zoom, it
 * says how the connection went and takes the result off the address.
 */
export function IntegrationsCard() {
  const { user } = useSession();
  const professional = user !== null && isProfessional(user.role);
  const status = useZoomStatus(professional);
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => outcomeOf(search));

  useEffect(() => {
    if (outcomeOf(search)) void navigate({ pathname, search: '', hash }, { replace: true });
  }, [search, pathname, hash, navigate]);

  if (!professional) return null;
  return (
    <section id="integrations" aria-labelledby="integrations-title" className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id="integrations-title" className="flex items-center gap-2">
            <Plug aria-hidden="true" className="size-5 text-accent" />
            Integrations
          </CardTitle>
          <CardDescription>Video meetings for your visits, in the account you already use.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {outcome ? (
            <Alert tone={outcome.ok ? 'success' : 'error'}>
              {outcome.ok ? ZOOM_CONNECTED_TEXT : ZOOM_CONNECT_FAILURE_TEXT[outcome.reason]}
            </Alert>
          ) : null}
          <QueryState
            query={status}
            loadingLabel="Loading your integrations"
            skeleton={<Skeleton className="h-16 w-full" />}
            errorTitle="Could not load your integrations"
          >
            {(data) => <ZoomRow status={data} />}
          </QueryState>
        </CardContent>
      </Card>
    </section>
  );
}

function ZoomRow({ status }: { status: ZoomStatus }) {
  const disconnect = useDisconnectZoom();
  const [confirming, setConfirming] = useState(false);

  const stateBadge = !status.configured ? (
    <Badge>Not available</Badge>
  ) : status.connected ? (
    <Badge tone="success">Connected</Badge>
  ) : (
    <Badge>Not connected</Badge>
  );

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-info-soft text-info-ink">
          <Video aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">Zoom {stateBadge}</p>
          {!status.configured ? (
            <p className="text-sm text-ink-muted">
              Zoom is not set up on this server. Your visits use the built-in video visit.
            </p>
          ) : status.connected ? (
            <p className="text-sm break-words text-ink-muted">
              Meetings are made in <span className="font-medium text-ink">{status.host_email}</span>
              {status.connected_at ? `, connected since ${formatDate(status.connected_at)}` : ''}.
            </p>
          ) : (
            <p className="text-sm text-ink-muted">
              Connect your Zoom account and each confirmed visit gets a Zoom meeting link.
            </p>
          )}
        </div>
      </div>
      {status.configured ? (
        status.connected ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        ) : (
          <ConnectZoomButton />
        )
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Zoom?"
        description="New visits will no longer get a Zoom meeting. Meetings already made stay in your Zoom account, and the built-in video visit is always there."
        confirmLabel="Disconnect"
        destructive
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: ({ message }) => {
              setConfirming(false);
              notify.success(message);
            },
            onError: (error) => notifyError(error, 'Could not disconnect Zoom'),
          })
        }
      />
    </div>
  );
}
