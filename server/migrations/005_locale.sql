-- The language each visitor wrote in (en, es or ar), so that the team answers in it. Rows from
-- before languages came in were all English.
alter table waitlist_entries
  add column locale text not null default 'en' check (locale in ('en', 'es', 'ar'));
alter table blog_subscribers
  add column locale text not null default 'en' check (locale in ('en', 'es', 'ar'));
