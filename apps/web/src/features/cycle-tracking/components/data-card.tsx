import { useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import {
  CYCLE_IMPORT_MAX_ROWS,
  CYCLE_MESSAGES,
  parseCycleCsv,
  toCycleCsv,
  type CycleCsvResult,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { getAllCycleDays } from '../api/get-cycle-days';
import { useImportCycleDays } from '../api/import-cycle-days';
import { localIsoDate } from '../lib/dates';
import { downloadText } from '@/lib/download';

/** FileReader rather than Blob.text(): the same everywhere, including older mobile browsers. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Unable to read the file'));
    reader.readAsText(file);
  });

/** Shown errors are capped so a wrong file does not produce a page of them. */
const SHOWN_ERRORS = 10;

/** CSV export of the whole log, and import of an export or a `date,temperature` file from a thermometer. */
export function DataCard() {
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<{ name: string; result: CycleCsvResult } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportCycleDays();

  const onExport = async () => {
    setExporting(true);
    try {
      const days = await getAllCycleDays({});
      downloadText(`fertilia-cycle-log-${localIsoDate()}.csv`, toCycleCsv(days));
      notify.success(CYCLE_MESSAGES.exported(days.length));
    } catch (error) {
      notifyError(error, CYCLE_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await readText(chosen);
    setFile({ name: chosen.name, result: parseCycleCsv(text) });
  };

  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const onImport = () => {
    if (!file) return;
    importer.mutate(file.result.days, {
      onSuccess: ({ created, updated }) => {
        notify.success(CYCLE_MESSAGES.imported(created, updated));
        reset();
      },
      onError: (error) => notifyError(error, CYCLE_MESSAGES.importFailed),
    });
  };

  const result = file?.result;
  const count = result?.days.length ?? 0;
  const tooMany = count > CYCLE_IMPORT_MAX_ROWS;
  return (
    <Card aria-labelledby="data-title">
      <CardHeader>
        <CardTitle id="data-title">Your data</CardTitle>
        <CardDescription>
          Download your whole log as a CSV file, or bring days in from an export or a thermometer&apos;s
          date,temperature file. Imported dates replace what was logged for them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          <Button icon={Download} variant="secondary" loading={exporting} onClick={() => void onExport()}>
            Export CSV
          </Button>
          <label
            htmlFor="cycle-import-file"
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong bg-surface px-4 text-sm font-medium shadow-xs hover:bg-subtle has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
          >
            <Upload aria-hidden="true" className="size-4" />
            Import CSV
            <input
              id="cycle-import-file"
              ref={input}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
        </div>
        {file && result ? (
          <div className="flex flex-col gap-3" aria-live="polite">
            {result.errors.length ? (
              <Alert
                tone="warning"
                title={`${result.errors.length} line${result.errors.length === 1 ? '' : 's'} of ${file.name} cannot be read`}
              >
                <ul className="list-disc pl-5">
                  {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
                    <li key={`${e.line}-${e.message}`}>
                      Line {e.line}: {e.message}
                    </li>
                  ))}
                </ul>
                {result.errors.length > SHOWN_ERRORS ? (
                  <p className="mt-1">…and {result.errors.length - SHOWN_ERRORS} more.</p>
                ) : null}
              </Alert>
            ) : null}
            {tooMany ? (
              <Alert tone="error" title={CYCLE_MESSAGES.importTooMany}>
                Split the file and import it in parts.
              </Alert>
            ) : null}
            <p role="status" className="text-sm">
              {count === 0
                ? 'No days to import in this file.'
                : `${count} day${count === 1 ? '' : 's'} ready to import from ${file.name}.`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={onImport} loading={importer.isPending} disabled={count === 0 || tooMany}>
                {result.errors.length
                  ? `Import ${count} readable day${count === 1 ? '' : 's'}`
                  : `Import ${count} day${count === 1 ? '' : 's'}`}
              </Button>
              <Button variant="ghost" onClick={reset} disabled={importer.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
