-- POST counts per client address, kept here so that every service process on this database
-- counts the same visitor once (server/rate-limit-store.ts). A row lives for one window: the
-- store deletes expired rows as it goes.
create table rate_limits (
  key text primary key,
  hits integer not null,
  reset_at timestamptz not null
);
