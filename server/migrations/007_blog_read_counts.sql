-- Reads of a post are counted per post and day, at most once per visitor a day
-- (server/blog/reads.ts), instead of a row per request: that table grew with every read,
-- was never emptied, and let one client make any post "trending" by asking for it often.

-- The count of a post's reads on a day (UTC): what trending ranks by. Kept as long as trending
-- looks back (content/facts.ts, retention.readCountDays), then deleted by server/retention.ts.
create table blog_read_counts (
  post_id integer not null references blog_posts (id) on delete cascade,
  day date not null,
  reads integer not null check (reads > 0),
  primary key (post_id, day)
);

create index blog_read_counts_day_idx on blog_read_counts (day);

-- The reads counted so far, one per visitor, post and day, each only as a key: an HMAC of the
-- visitor and the post under that day's salt. No address is stored. Deleted once the day is over.
create table blog_readers (
  key text primary key,
  day date not null
);

-- Secrets the service makes for itself, shared by every process on this database: the one the
-- daily salt of read counts is derived from, when READS_SECRET does not give one.
create table service_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- The reads recorded so far become counts of their day; the rows themselves go.
insert into blog_read_counts (post_id, day, reads)
  select post_id, (read_at at time zone 'UTC')::date, count(*)
  from blog_reads
  group by 1, 2;

drop table blog_reads;
