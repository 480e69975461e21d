/**
 * Member cards as other modules show them (conversations): the user columns a card is made of, for their
 * repositories to select, and the card made from such a row. Never e-mail, never profiles.
 */
export { authorColumns as memberCardColumns, type AuthorRow as MemberCardRow } from './author-repo';
export { toAuthor as toMemberCard } from './dto';
