import { useState } from 'react';
import { Ban, RotateCcw } from 'lucide-react';
import { isStaff, ROLE_LABELS, ROLES, type Role, type User } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useChangeUserRole } from '../api/change-user-role';
import { useChangeUserStatus } from '../api/change-user-status';
import { ERROR_TITLE, notifyError } from '@/lib/notify-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface AccountControlsCardProps {
  user: User;
  viewer: User;
}

/** Role and status changes, each confirmed first; the server has the last word and its refusals are shown. */
export function AccountControlsCard({ user, viewer }: AccountControlsCardProps) {
  const [role, setRole] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState<'role' | 'status' | null>(null);
  const changeRole = useChangeUserRole();
  const changeStatus = useChangeUserStatus();
  const self = viewer.id === user.id;
  const viewerIsSuperAdmin = viewer.role === 'super_admin';
  // Only a super admin grants or removes staff roles; everyone else may move between non-staff roles.
  const options = ROLES.map((r) => ({
    value: r,
    label: ROLE_LABELS[r],
    disabled: !viewerIsSuperAdmin && (isStaff(r) || isStaff(user.role)),
  }));
  const suspending = user.status === 'active';

  const onRole = () =>
    changeRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: (saved) => {
          notify.success(`Role changed to ${ROLE_LABELS[saved.role]}`);
          setConfirming(null);
        },
        onError: (error) => {
          notifyError(error, ERROR_TITLE, 'Failed to change role');
          setRole(user.role);
          setConfirming(null);
        },
      },
    );

  const onStatus = () =>
    changeStatus.mutate(
      { userId: user.id, status: suspending ? 'suspended' : 'active' },
      {
        onSuccess: (saved) => {
          notify.success(saved.status === 'suspended' ? 'Account suspended' : 'Account reactivated');
          setConfirming(null);
        },
        onError: (error) => {
          notifyError(error, ERROR_TITLE, 'Failed to change status');
          setConfirming(null);
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Access</CardTitle>
        <CardDescription>
          {self
            ? 'You cannot change your own role or status.'
            : 'Every change is recorded in the activity log.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField
            label="Role"
            className="flex-1"
            hint={viewerIsSuperAdmin ? undefined : 'Only a super admin can grant or remove staff roles.'}
          >
            {(field) => (
              <Select
                {...field}
                options={options}
                value={role}
                onValueChange={(next) => setRole(next as Role)}
                disabled={self || (!viewerIsSuperAdmin && isStaff(user.role))}
              />
            )}
          </FormField>
          <Button
            variant="secondary"
            disabled={self || role === user.role}
            onClick={() => setConfirming('role')}
            className="sm:mb-[1.625rem]"
          >
            Change role
          </Button>
        </div>
        <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            {suspending
              ? 'A suspended account cannot sign in until staff reactivate it.'
              : 'This account is suspended and cannot sign in.'}
          </p>
          <Button
            variant={suspending ? 'destructive' : 'primary'}
            disabled={self}
            onClick={() => setConfirming('status')}
          >
            {suspending ? <Ban aria-hidden="true" /> : <RotateCcw aria-hidden="true" />}
            {suspending ? 'Suspend account' : 'Reactivate account'}
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming === 'role'}
        onOpenChange={(open) => setConfirming(open ? 'role' : null)}
        title="Change role?"
        description={`${user.username} will become ${ROLE_LABELS[role]} (now ${ROLE_LABELS[user.role]}). What they can see and do changes at once.`}
        confirmLabel="Change role"
        onConfirm={onRole}
        pending={changeRole.isPending}
      />
      <ConfirmDialog
        open={confirming === 'status'}
        onOpenChange={(open) => setConfirming(open ? 'status' : null)}
        title={suspending ? 'Suspend this account?' : 'Reactivate this account?'}
        description={
          suspending
            ? `${user.username} will not be able to sign in until the account is reactivated.`
            : `${user.username} will be able to sign in again.`
        }
        confirmLabel={suspending ? 'Suspend' : 'Reactivate'}
        onConfirm={onStatus}
        pending={changeStatus.isPending}
        destructive={suspending}
      />
    </Card>
  );
}
