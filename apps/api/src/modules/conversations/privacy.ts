import { CONVERSATION_MESSAGES } from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { toAuthor } from '../community/dto';
import type { AuthorRow } from '../community/author-repo';
import { followersAmong, privacyOf } from './member-repo';

/**
 * Refuses (403, naming her) when a recipient accepts messages only from members she follows and does not
 * follow the sender. Checked when a conversation is started and on every message of a direct one.
 */
export async function assertAcceptsMessages(
  db: DbOrTx,
  senderId: number,
  recipients: AuthorRow[],
): Promise<void> {
  const others = recipients.filter((r) => r.id !== senderId);
  const privacy = await privacyOf(
    db,
    others.map((r) => r.id),
  );
  const choosy = others.filter((r) => privacy.get(r.id) === 'following');
  if (choosy.length === 0) return;
  const following = await followersAmong(
    db,
    senderId,
    choosy.map((r) => r.id),
  );
  const refusing = choosy.find((r) => !following.has(r.id));
  if (refusing) throw forbidden(CONVERSATION_MESSAGES.refusesMessages(toAuthor(refusing).display_name));
}
