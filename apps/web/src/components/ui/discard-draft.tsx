import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const DISCARD_DRAFT = {
  title: 'Discard this draft?',
  description: 'What you wrote has not been saved and will be lost.',
  confirm: 'Discard',
  cancel: 'Keep editing',
} as const;

/** "Discard this draft?": Keep editing, or Discard. */
function DiscardDraftDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title={DISCARD_DRAFT.title}
      description={DISCARD_DRAFT.description}
      confirmLabel={DISCARD_DRAFT.confirm}
      cancelLabel={DISCARD_DRAFT.cancel}
      destructive
    />
  );
}

/**
 * Closing something that holds unsaved writing (Escape, the ×, Cancel, a click outside) first asks; an empty
 * draft closes at once. `requestClose` is what the close paths call; `dialog` is rendered beside them.
 */
export function useDiscardGuard(hasDraft: boolean, discard: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (hasDraft ? setAsking(true) : discard());
  const dialog = (
    <DiscardDraftDialog
      open={asking}
      onOpenChange={setAsking}
      onConfirm={() => {
        setAsking(false);
        discard();
      }}
    />
  );
  return { requestClose, dialog };
}

/** While there is unsaved writing, leaving or reloading the page makes the browser ask first. */
export function useWarnBeforeUnload(hasDraft: boolean) {
  useEffect(() => {
    if (!hasDraft) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasDraft]);
}

/**
 * A page holding unsaved writing asks before the app navigates away from it (a Cancel link, the menu, Back)
 * and, through the browser, before a reload or a closed tab. `leaving.current = true` lets a deliberate
 * move through, such as going to the saved post.
 */
export function useLeaveGuard(hasDraft: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasDraft && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useWarnBeforeUnload(hasDraft);
  const dialog = (
    <DiscardDraftDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  return { leaving, dialog };
}
