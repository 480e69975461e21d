import { useEffect } from 'react';
import { z } from 'zod';
import { ASSISTANT_MESSAGES, conversationTitle, type AssistantSession } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateSession } from '../api/update-session';

const renameSchema = z.object({ title: conversationTitle });

/** Renames a conversation (beyond the spec: titles start as her first question). */
export function RenameDialog({
  session,
  onClose,
}: {
  session: AssistantSession | null;
  onClose: () => void;
}) {
  const update = useUpdateSession();
  const form = useZodForm(renameSchema, { defaultValues: { title: session?.title ?? '' } });
  useEffect(() => {
    if (session) form.reset({ title: session.title });
  }, [session, form]);

  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeading title="Rename conversation" description="A name that helps you find it again." />
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ title }) => {
            if (!session) return;
            update.mutate(
              { id: session.id, body: { title } },
              { onSuccess: onClose, onError: () => notify.error(ASSISTANT_MESSAGES.renameFailed) },
            );
          })}
        >
          <FormField label="Name" error={form.formState.errors.title?.message} required>
            <Input autoComplete="off" {...form.register('title')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={update.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
