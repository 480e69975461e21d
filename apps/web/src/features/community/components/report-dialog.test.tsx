import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, moderationApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { signInAs } from '@/test/users';
import { DISCARD_DRAFT } from '@/components/ui/discard-draft';
import { ReportDialog } from './report-dialog';

const toasts = spyOnToasts();

function openReport(answer: () => Response) {
  signInAs();
  const onOpenChange = vi.fn();
  const fetch = installTestFetch(({ url }) =>
    url === pathOf(moderationApi.reportPost, { id: 7 }) ? answer() : jsonResponse(200, {}),
  );
  renderRoutes(
    [{ path: '/', element: <ReportDialog target="post" id={7} open onOpenChange={onOpenChange} /> }],
    '/',
  );
  return { onOpenChange, reports: () => fetch.calls.filter((c) => c.url.endsWith('/report')) };
}

describe('report dialog', () => {
  it('checks the reason with the contract, sends it, thanks the member and closes', async () => {
    const { onOpenChange, reports } = openReport(() =>
      jsonResponse(201, { message: MODERATION_MESSAGES.reportReceived, target_type: 'post', target_id: 7 }),
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonMin)).toBeInTheDocument();
    expect(reports()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Sells pills with false promises');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(reports()[0]?.body).toEqual({ reason: 'Sells pills with false promises' });
    expect(toasts.success).toHaveBeenCalledWith(MODERATION_MESSAGES.reportReceived);
  });

  it('closes with the server’s sentence when the post was already reported', async () => {
    const { onOpenChange } = openReport(() =>
      jsonResponse(409, { detail: MODERATION_MESSAGES.alreadyReportedPost }),
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sells pills with false promises');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toasts.error).toHaveBeenCalledWith(MODERATION_MESSAGES.alreadyReportedPost);
  });

  it('stays open with the spec’s message when the report cannot be sent', async () => {
    const { onOpenChange } = openReport(() => jsonResponse(500, { detail: 'Internal Server Error' }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Sells pills with false promises');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reportFailed)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes at once on Escape with no reason written, and asks first once there is one', async () => {
    const { onOpenChange } = openReport(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog', { name: DISCARD_DRAFT.title })).toBeNull();
    onOpenChange.mockClear();

    await user.type(within(dialog).getByLabelText(/Reason/), 'Sells pills');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: DISCARD_DRAFT.title });
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: DISCARD_DRAFT.confirm }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
