import { Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify-error';
import { useConnectZoom } from '../api/connect-zoom';

/** "Connect Zoom": asks for Zoom's authorisation address and sends the browser there (banner and Settings). */
export function ConnectZoomButton() {
  const connect = useConnectZoom();
  return (
    <Button
      icon={Video}
      loading={connect.isPending}
      onClick={() =>
        connect.mutate(undefined, { onError: (error) => notifyError(error, 'Could not reach Zoom') })
      }
    >
      Connect Zoom
    </Button>
  );
}
