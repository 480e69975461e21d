// Bulk seed of the community for bench/community/run.mjs: plain SQL with generate_series, run in one
// transaction on the database the built server migrated (PGlite in DATA_DIR, or a PostgreSQL schema), so
// 10,000 posts and their reactions and comments take seconds, not the hours the HTTP API would need.
// Rows are spread the way a real forum's are: posting times over 60 days, a few busy posts and a long tail.

export const MEMBERS = 500;
export const POSTS = 10_000;
const DAYS = 60;

/**
 * The statements, in order. `$hash` is an argon2id hash of the members' password (all share it: the bench
 * signs in as one of them). setseed makes the data set the same on every run and on both databases.
 */
export const seedStatements = (hash) => [
  `select setseed(0.42)`,
  // Members who write, react and comment.
  `insert into users (email, username, password_hash, role, confirmed, first_name, last_name)
   select 'member' || g || '@bench.fertilia.local', 'bench_member_' || g, '${hash.replaceAll("'", "''")}',
          'patient', true, 'Member', 'No. ' || g
   from generate_series(1, ${MEMBERS}) g`,
  `create temporary table bench_members as
   select row_number() over (order by id) - 1 as n, id from users where username like 'bench\\_member\\_%'`,
  // Posts: 90 % public, 10 % followers only, 10 % anonymous, 1 % hidden and 1 % removed by moderators.
  `insert into community_posts
     (slug, author_id, title, content, category, visibility, is_anonymous, tags, status, created_at, updated_at)
   select 'bench-post-' || g,
          (select id from bench_members where n = (g * 7919) % ${MEMBERS}),
          'Bench post ' || g || ': how week ' || (g % 40) || ' of treatment went',
          repeat('Sharing what helped me this week, the questions I asked my clinic, and how I slept. ', 1 + g % 6),
          (array['IVF journey','Fertility','Wellness','Nutrition','Support'])[1 + g % 5],
          case when g % 10 = 0 then 'followers' else 'public' end,
          g % 10 = 3,
          jsonb_build_array('ivf', 'week-' || (g % 40)),
          case when g % 100 = 7 then 'hidden' when g % 100 = 8 then 'removed' else 'visible' end,
          t, t
   from (select g, now() - random() * interval '${DAYS} days' as t from generate_series(1, ${POSTS}) g) s`,
  // Engagement per post, heavy-tailed: exp(U * ln 120) - 1 gives mostly 0-5, sometimes 100+ reactions.
  `create temporary table bench_engagement as
   select id as post_id, created_at,
          least(${MEMBERS - 1}, floor(exp(random() * ln(120)) - 1))::int as reactions,
          floor(exp(random() * ln(40)) - 1)::int as comments
   from community_posts where slug like 'bench-post-%'`,
  // Reactions: distinct members per post ((post_id * 31 + s) mod MEMBERS is distinct for s < MEMBERS).
  `insert into post_reactions (post_id, user_id, reaction_type, created_at)
   select e.post_id, m.id,
          (array['like','like','heart','hug','celebrate','insightful'])[1 + (s + e.post_id) % 6],
          e.created_at + random() * (now() - e.created_at)
   from bench_engagement e
   cross join lateral generate_series(1, e.reactions) s
   join bench_members m on m.n = (e.post_id * 31 + s) % ${MEMBERS}`,
  // Comments: top-level, by members spread like the reactions; 2 % removed by moderators.
  `insert into post_comments (post_id, author_id, content, is_anonymous, status, created_at, updated_at)
   select e.post_id, m.id, 'Thinking of you. What helped me was writing every question down first. (' || s || ')',
          s % 9 = 0, case when (e.post_id + s) % 50 = 0 then 'removed' else 'visible' end,
          e.created_at + random() * (now() - e.created_at), now()
   from bench_engagement e
   cross join lateral generate_series(1, e.comments) s
   join bench_members m on m.n = (e.post_id * 17 + s) % ${MEMBERS}`,
  // The counters the app keeps in the row (it changes them atomically with each reaction or comment).
  `update community_posts p set
     reactions_count = (select count(*) from post_reactions r where r.post_id = p.id),
     likes_count = (select count(*) from post_reactions r where r.post_id = p.id and r.reaction_type = 'like'),
     comments_count = (select count(*) from post_comments c where c.post_id = p.id and c.status = 'visible')
   where p.slug like 'bench-post-%'`,
  // Some follows, so the "followers only" rule of the feed has rows to look at.
  `insert into follows (follower_id, followee_id)
   select a.id, b.id from bench_members a join bench_members b on b.n = (a.n * 13 + 1) % ${MEMBERS}
   where a.id <> b.id on conflict do nothing`,
  `analyze`,
];

export const COUNT_SQL = `select
  (select count(*) from community_posts)::int as posts,
  (select count(*) from post_reactions)::int as reactions,
  (select count(*) from post_comments)::int as comments,
  (select count(*) from follows)::int as follows,
  (select max(reactions_count) from community_posts)::int as max_reactions,
  (select max(comments_count) from community_posts)::int as max_comments`;

const readable = (viewerId) => `(p.status = 'visible' or p.author_id = ${viewerId})
  and (p.visibility = 'public' or p.author_id = ${viewerId}
       or exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = p.author_id))`;

/**
 * The ranking query of the trending feed as post-repo.ts listFeedRows builds it: ids only, hot score in
 * float8. (The page's whole rows and authors are then read by primary key, 20 at a time.)
 */
export const trendingSql = (viewerId, { skip = 0, limit = 20 } = {}) => `
select p.id from community_posts p
where p.status = 'visible' and ${readable(viewerId)}
order by ((p.reactions_count + 2 * p.comments_count + 1)::float8
          / power(greatest(extract(epoch from (now() - p.created_at))::float8 / 3600.0, 0) + 2, 1.5)) desc, p.id desc
offset ${skip} limit ${limit}`;

/** The ranking query of the newest-first feed (listFeedRows 'newest'). */
export const newestSql = (viewerId, { skip = 0, limit = 20 } = {}) => `
select p.id from community_posts p
where ${readable(viewerId)}
order by p.created_at desc, p.id desc
offset ${skip} limit ${limit}`;

/** The total every feed page reports. */
export const countSql = (viewerId) => `select count(*) from community_posts p where ${readable(viewerId)}`;
