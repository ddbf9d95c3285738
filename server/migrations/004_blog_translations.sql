-- Blog posts in other languages (docs/blog.md). A post is its English original in blog_posts:
-- address, banner, categories, dates and reads. A translation is its own words in one language,
-- here, linked to the original; the loader (server/blog/load-posts.ts) writes both from
-- content/blog/<slug>.md and <slug>.<lang>.md.

-- The full-text search configuration of a language: the one place that maps a post's language to
-- Postgres's stemmer. Immutable, so that a generated column and the queries can use it.
create function blog_search_config(lang text) returns regconfig
  language sql immutable parallel safe
  as $$
    select case lang
      when 'es' then 'spanish'::regconfig
      when 'ar' then 'arabic'::regconfig
      when 'en' then 'english'::regconfig
      else 'simple'::regconfig
    end
  $$;

create table blog_post_translations (
  post_id integer not null references blog_posts (id) on delete cascade,
  -- The translation's language, a locale of the site (content/locales.ts); never the original's.
  lang text not null check (lang ~ '^[a-z]{2}$' and lang <> 'en'),
  title text not null,
  description text not null,
  body_markdown text not null,
  content_html text not null,
  tags text[] not null default '{}',
  updated_at timestamptz not null,
  search tsvector generated always as (
    setweight(to_tsvector(blog_search_config(lang), title), 'A') ||
    setweight(to_tsvector(blog_search_config(lang), description), 'B') ||
    setweight(to_tsvector(blog_search_config(lang), body_markdown), 'C')
  ) stored,
  primary key (post_id, lang)
);

create index blog_post_translations_search_idx on blog_post_translations using gin (search);
