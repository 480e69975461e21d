/**
 * Words a visitor types for the same need, grouped so that any one finds entries written with another
 * ("delete my account" finds "have my account deleted"). Kept small and specific to Fertilia's FAQ: each group
 * exists because a natural phrase missed the entry that answers it (issue 15, item 6). Stemming already joins
 * the forms of one word (cancel, cancelled, cancellation), so a group lists different words only. A phrase of
 * several words ("money back", "in vitro") is matched as a whole in the query.
 *
 * To add one: write the group here and a phrase that needs it in search.test.ts.
 */
export const FAQ_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Leaving and erasing
  ['delete', 'remove', 'close', 'erase', 'deactivate'],
  // Getting back into an account
  ['forgot', 'forgotten', 'forget', 'lost', 'reset', 'recover'],
  ['password', 'passcode', 'login details'],
  ['sign in', 'log in', 'login', 'signin'],
  ['locked', 'blocked', 'locked out'],
  // Plans and money
  ['cancel', 'end', 'stop', 'terminate', 'unsubscribe'],
  ['subscription', 'plan', 'membership', 'subscribe'],
  ['refund', 'money back', 'reimburse', 'repay', 'charged'],
  ['price', 'cost', 'fee', 'pay', 'payment', 'billing'],
  ['free', 'no cost', 'without paying'],
  // Contact and people
  ['contact', 'reach', 'talk to', 'get in touch', 'support'],
  ['e-mail', 'email', 'mail'],
  ['username', 'nickname', 'pseudonym', 'display name'],
  ['data', 'information', 'records'],
  ['private', 'privacy', 'confidential'],
  // Care and treatment
  ['ivf', 'in vitro', 'in vitro fertilisation', 'in vitro fertilization', 'test tube'],
  ['iui', 'insemination', 'intrauterine insemination'],
  ['doctor', 'gp', 'physician', 'specialist', 'clinic'],
  ['pregnant', 'pregnancy', 'conceive', 'conceiving', 'conception'],
  ['period', 'menstrual', 'menstruation', 'cycle'],
  ['fertile', 'fertility', 'ovulation', 'ovulate'],
  ['embryo', 'blastocyst'],
  ['grade', 'grading', 'score', 'quality'],
  ['bleeding', 'spotting', 'blood'],
  ['sad', 'anxious', 'stress', 'stressed', 'depressed', 'emotional', 'cope', 'coping'],
];
