import { ApiError } from './api-error';
import { notify } from './notify';
import { notifyError } from './notify-error';

/**
 * Settles a report request for a ReasonDialog: thanks the member in a toast; a refusal the server explains
 * (already reported, one's own content: 403/409) is a toast too and the dialog closes. Field errors are
 * rethrown for the form, and anything else becomes `failed`, shown in the dialog, which stays open.
 */
export function settleReport(request: Promise<{ message: string }>, failed: string): Promise<void> {
  return request.then(
    (reply) => notify.success(reply.message),
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw new Error(failed);
      if (error.kind === 'validation') throw error;
      if (error.status !== 409 && error.status !== 403) throw new Error(failed);
      notifyError(error);
    },
  );
}
