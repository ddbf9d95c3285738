-- The first answer to each POST that carried an Idempotency-Key (server/idempotency.ts). A
-- visitor's queued enquiry is sent again when its answer was lost on the way back; the repeat
-- finds its key here and gets that answer again, and nothing is stored twice. Keys are scoped by
-- endpoint. `fingerprint` (a SHA-256 of the body) tells a true repeat from the same key reused
-- for something else. The answer's columns are filled in the same transaction that claims the
-- key, so another request never sees a claimed key without its answer. Plain SQL: the same file
-- runs on PGlite and on PostgreSQL.
create table idempotency_keys (
  scope text not null,
  key text not null,
  fingerprint text not null,
  status integer,
  content_type text,
  content_language text,
  body text,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);

create index idempotency_keys_created_idx on idempotency_keys (created_at);
