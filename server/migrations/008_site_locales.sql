-- The languages a visitor's row may be in. 005 named three in a check, so that when French came
-- every French sign-up was refused by the database: a 500. The list is now a table that the
-- service fills from the site's one list (content/locales.ts) each time it migrates
-- (server/migrate.ts, `syncLocales`), so that a new language is stored with no migration.
create table site_locales (
  code text primary key check (code ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$')
);
-- Whatever is stored already stays valid; the service adds the list's languages after this file.
insert into site_locales (code)
  select locale from waitlist_entries union select locale from blog_subscribers;

alter table waitlist_entries drop constraint if exists waitlist_entries_locale_check;
alter table waitlist_entries
  add constraint waitlist_entries_locale_fkey foreign key (locale) references site_locales (code);
alter table blog_subscribers drop constraint if exists blog_subscribers_locale_check;
alter table blog_subscribers
  add constraint blog_subscribers_locale_fkey foreign key (locale) references site_locales (code);
