import { useState } from 'react';
import { BellPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SlotWatchDialog } from './slot-watch-dialog';

/** "Tell me if an earlier time frees up" beside an expert's free week; the dialog starts at her first free day. */
export function WatchExpertButton({
  expert,
  zone,
  firstFreeAt,
}: {
  expert: { id: number; name: string };
  zone: string;
  firstFreeAt: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" icon={BellPlus} onClick={() => setOpen(true)}>
        Tell me if an earlier time frees up
      </Button>
      <SlotWatchDialog
        expert={expert}
        zone={zone}
        suggestedBefore={firstFreeAt}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
