import type { CommunityNameSettings, CommunityNameSettingsInput } from '@fertilia/contracts';
import type { MemberContext } from '../../http/context';
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
  const row = (await saveUser(ctx, { id: ctx.actor.id, changes: { showRealName: input.show_real_name } }))!;
  return { show_real_name: row.showRealName, public_name: publicNameOf(row) };
}
