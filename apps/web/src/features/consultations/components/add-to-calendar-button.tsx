import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { CALENDAR_MESSAGES, calendarFileName } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify-error';
import { fetchCalendarFile } from '../api/calendar-file';

const ICS_TYPE = 'text/calendar;charset=utf-8';

/** Hands the file to the browser's download; the object URL is revoked once the download has started. */
function saveFile(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: ICS_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Add to calendar" on a confirmed visit: the .ics file of the same event its invitation mails carry. It is
 * fetched with her token (a plain link could not send it) and saved from memory.
 */
export function AddToCalendarButton({ appointmentId }: { appointmentId: number }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      saveFile(calendarFileName(appointmentId), await fetchCalendarFile(appointmentId));
    } catch (error) {
      notifyError(error, CALENDAR_MESSAGES.downloadFailed);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      icon={CalendarPlus}
      loading={loading}
      title={CALENDAR_MESSAGES.addToCalendarHint}
      onClick={() => void download()}
    >
      {CALENDAR_MESSAGES.addToCalendar}
    </Button>
  );
}
