import { users } from '../../db/schema';

/** The user columns a member card is made of (never e-mail, never profiles). */
export const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  showRealName: users.showRealName,
  avatarUrl: users.avatarUrl,
  profilePicture: users.profilePicture,
  role: users.role,
  verificationStatus: users.verificationStatus,
};
export type AuthorRow = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  showRealName: boolean;
  avatarUrl: string | null;
  profilePicture: string | null;
  role: (typeof users.$inferSelect)['role'];
  verificationStatus: (typeof users.$inferSelect)['verificationStatus'];
};
