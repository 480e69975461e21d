import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { notifyError } from '@/lib/notify-error';
import { localToday } from '../medications/lib/form-values';

interface ExportCsvButtonProps {
  /** The file's name without date or extension, e.g. "lab-results". */
  name: string;
  /** The whole list as CSV, read afresh so the file holds the record as it is now. */
  csv: () => Promise<string>;
}

/** "Export CSV" of one treatment list: `<name>-<her today>.csv`, with a toast when it cannot be made. */
export function ExportCsvButton({ name, csv }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      downloadText(`${name}-${localToday()}.csv`, await csv());
    } catch (error) {
      notifyError(error, 'The list was not exported');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" icon={Download} loading={exporting} onClick={() => void run()}>
      Export CSV
    </Button>
  );
}
