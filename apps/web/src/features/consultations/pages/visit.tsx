import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  VISIT_MESSAGES,
  type VisitInfo,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { hasStatus } from '@/lib/api-error';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { formatDateInZone, formatTimeRangeInZone, formatTimeZoneName } from '@/lib/format';
import { useVisit } from '../api/get-visit';
import { VisitLobby } from '../components/visit-lobby';
import { VisitStage } from '../components/visit-stage';
import { useInstantReached } from '../lib/use-instant';
import { useLocalMedia } from '../lib/use-local-media';
import { useVisitCall, type VisitPhase } from '../lib/use-visit-call';
import { useViewerZone } from '../lib/viewer-zone';

const TERMINAL: VisitPhase[] = ['ended', 'replaced', 'left', 'refused'];

const statusWords = (phase: VisitPhase, otherName: string): string =>
  ({
    lobby: '',
    waiting: VISIT_MESSAGES.waitingFor(otherName),
    connecting: VISIT_MESSAGES.connecting,
    connected: VISIT_MESSAGES.connected,
    reconnecting: VISIT_MESSAGES.reconnecting,
    ended: VISIT_MESSAGES.closed,
    replaced: VISIT_MESSAGES.replaced,
    left: 'You left the visit.',
    refused: VISIT_MESSAGES.closed,
  })[phase];

const backLink = (
  <Button asChild variant="secondary">
    <Link to="/appointments">
      <ArrowLeft aria-hidden="true" />
      Back to appointments
    </Link>
  </Button>
);

/** The visit's main region: `data-connection-state` says where it stands (journeys read it). */
function VisitRegion({ phase, children }: { phase: VisitPhase; children: ReactNode }) {
  return (
    <section aria-label="Video visit" data-connection-state={phase} className="flex flex-col gap-4">
      {children}
    </section>
  );
}

/** Over, or not (yet) joinable: a sentence and the way back. */
function VisitOver({ phase, text, onAgain }: { phase: VisitPhase; text: string; onAgain?: () => void }) {
  return (
    <VisitRegion phase={phase}>
      <Card className="flex flex-col items-start gap-4 p-6">
        <p className="text-base font-medium text-ink" role="status">
          {text}
        </p>
        <div className="flex flex-wrap gap-2">
          {onAgain ? (
            <Button icon={RotateCcw} onClick={onAgain}>
              Join again
            </Button>
          ) : null}
          {backLink}
        </div>
      </Card>
    </VisitRegion>
  );
}

/** Camera, microphone and the call, for one joining; "Join again" mounts a fresh one. */
function LiveVisit({ info, zone, onAgain }: { info: VisitInfo; zone: string; onAgain: () => void }) {
  const media = useLocalMedia();
  const call = useVisitCall(info, media);
  const opened = useInstantReached(info.opens_at);
  const closed = useInstantReached(info.closes_at);
  const { phase } = call;
  const terminal = TERMINAL.includes(phase) || (closed && phase === 'lobby');
  const { stop } = media;
  useEffect(() => {
    if (terminal) stop();
  }, [terminal, stop]);

  if (closed && phase === 'lobby') return <VisitOver phase="ended" text={VISIT_MESSAGES.closed} />;
  if (terminal)
    return (
      <VisitOver
        phase={phase}
        text={call.detail ?? statusWords(phase, info.other_party.name)}
        onAgain={phase === 'left' || phase === 'replaced' ? onAgain : undefined}
      />
    );
  return (
    <VisitRegion phase={phase}>
      {phase === 'lobby' ? (
        <VisitLobby info={info} media={media} open={opened} zone={zone} onJoin={call.join} />
      ) : (
        <VisitStage
          phase={phase}
          status={statusWords(phase, info.other_party.name)}
          otherName={info.other_party.name}
          remoteStream={call.remoteStream}
          media={media}
          onLeave={call.leave}
        />
      )}
    </VisitRegion>
  );
}

function VisitRoom({ info }: { info: VisitInfo }) {
  const zone = useViewerZone();
  const [round, setRound] = useState(0);
  const when = `${formatDateInZone(info.starts_at, zone, 'long')}, ${formatTimeRangeInZone(
    info.starts_at,
    info.closes_at,
    zone,
  )} ${formatTimeZoneName(zone, info.starts_at)}`;
  return (
    <>
      <PageHeader title={`Visit with ${info.other_party.name}`} description={when} className="mb-0" />
      {info.status === 'confirmed' ? (
        <LiveVisit key={round} info={info} zone={zone} onAgain={() => setRound(round + 1)} />
      ) : (
        <VisitOver
          phase="refused"
          text={info.status === 'completed' ? VISIT_MESSAGES.closed : VISIT_MESSAGES.notConfirmed}
        />
      )}
    </>
  );
}

/** /appointments/:appointmentId/visit: the built-in video visit of a confirmed appointment (ADR 014). */
export function Component() {
  const { appointmentId } = useParams();
  const id = Number(appointmentId);
  const valid = Number.isInteger(id) && id > 0;
  const query = useVisit(valid ? id : 0);
  useBreadcrumbTitle(!valid || query.isError ? null : query.data?.other_party.name);
  const notFound = (
    <EmptyState title={CONSULTATION_MESSAGES.appointmentNotFound} action={backLink} className="py-12" />
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      {valid ? (
        <QueryState
          query={query}
          loadingLabel="Loading the visit"
          errorTitle={CONSULTATION_TOASTS.loadAppointmentFailed}
          renderError={(error) => (hasStatus(error, 404) ? notFound : undefined)}
        >
          {(info) => <VisitRoom info={info} />}
        </QueryState>
      ) : (
        notFound
      )}
    </div>
  );
}
