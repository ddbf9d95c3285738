-- What the pages' Content-Security-Policy blocked, as browsers report it (POST /api/csp-report).
-- No visitor's address and no query strings: only what is needed to find the cause.
create table csp_reports (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  document_path text not null,
  directive text not null,
  blocked text not null,
  source text not null default '',
  line integer,
  column_number integer,
  sample text not null default '',
  disposition text not null default 'enforce'
);

create index csp_reports_received_idx on csp_reports (received_at desc);
