import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { CALENDAR_MESSAGES, calendarFileName } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { notifyError } from '@/lib/notify-error';
import { fetchCalendarFile } from '../api/calendar-file';

const ICS_TYPE = 'text/calendar;charset=utf-8';

/**
 * "Add to calendar" on a confirmed visit: the .ics file of the same event its invitation mails carry. It is
 * fetched with her token (a plain link could not send it) and saved from memory.
 */
export function AddToCalendarButton({ appointmentId }: { appointmentId: number }) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      downloadText(calendarFileName(appointmentId), await fetchCalendarFile(appointmentId), ICS_TYPE);
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
