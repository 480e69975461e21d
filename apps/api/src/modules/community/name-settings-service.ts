import type { CommunityNameSettings, CommunityNameSettingsInput } from '@fertilia/contracts';
import { inTransaction, type MemberContext } from '../../http/context';
import { recordAudit } from '../audit/service';
import { saveUser } from '../users/service';
import { publicNameOf } from './dto';

/**
 * The member's choice of name in the community and messages. Every card, search and notice reads the column
 * when it is made, so the choice applies at once to everything already written.
 */
export async function saveNameSettings(
  ctx: MemberContext,
  input: Required<CommunityNameSettingsInput>,
): Promise<CommunityNameSettings> {
  return inTransaction(ctx, async (tx) => {
    const changes = { showRealName: input.show_real_name };
    const row = (await saveUser(tx, { id: tx.actor.id, changes }))!;
    // Who may see her real name is a privacy choice: kept in her account's activity.
    await recordAudit(tx, {
      action: 'community.name_visibility_changed',
      targetUserId: tx.actor.id,
      details: { show_real_name: row.showRealName },
    });
    return { show_real_name: row.showRealName, public_name: publicNameOf(row) };
  });
}
