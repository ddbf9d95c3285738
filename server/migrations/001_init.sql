-- The local service's storage. Plain PostgreSQL: the same file runs on PGlite and on a server.

create table blog_categories (
  id serial primary key,
  slug text not null unique,
  name text not null,
  show_in_home boolean not null default false,
  position integer not null default 0
);

create table blog_posts (
  id serial primary key,
  slug text not null unique,
  title text not null,
  description text not null,
  banner text not null,
  body_markdown text not null,
  content_html text not null,
  tags text[] not null default '{}',
  published_at timestamptz not null,
  updated_at timestamptz not null,
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', description), 'B') ||
    setweight(to_tsvector('english', body_markdown), 'C')
  ) stored
);

create index blog_posts_search_idx on blog_posts using gin (search);
create index blog_posts_published_idx on blog_posts (published_at desc, id desc);

create table blog_post_categories (
  post_id integer not null references blog_posts (id) on delete cascade,
  category_id integer not null references blog_categories (id) on delete cascade,
  primary key (post_id, category_id)
);

-- One row per read of a post's page: trending is derived from these.
create table blog_reads (
  id bigserial primary key,
  post_id integer not null references blog_posts (id) on delete cascade,
  read_at timestamptz not null default now()
);

create index blog_reads_recent_idx on blog_reads (read_at, post_id);

create table waitlist_entries (
  id bigserial primary key,
  name text not null,
  email text not null,
  email_normalized text not null unique,
  country char(2) not null,
  created_at timestamptz not null default now()
);

create table blog_subscribers (
  id bigserial primary key,
  name text not null,
  email text not null,
  email_normalized text not null unique,
  acknowledged_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Every message the site would have sent through the e-mail service.
create table outbox_messages (
  id bigserial primary key,
  transport text not null check (transport in ('json', 'form')),
  lib_version text,
  user_id text not null,
  service_id text not null,
  template_id text not null,
  template_params jsonb not null,
  received_at timestamptz not null default now()
);

create index outbox_messages_received_idx on outbox_messages (received_at desc);
