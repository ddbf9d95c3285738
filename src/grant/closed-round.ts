// The words of a page once the grant's round has closed (docs/grant-round.md): every sentence
// that asks for an application by the deadline says the round closed on it, the deadline's card
// says so, the buttons that opened the application register interest in the next round, and the
// grant page opens with a notice that offers the next round's news.
import { grantRound, type GrantRoundWords } from '../../content/grant-round'
import { paths } from '../../content/paths'
import { grant } from '../../content/site'
import type { Cta, PageContent, Section, SectionItem } from '../../content/types'
import type { GrantRound } from './round-time'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A sentence (up to its stop, in any of the site's scripts) that names the deadline. */
const sentenceNaming = (label: string) =>
  new RegExp(`[^.!?؟]*${escaped(label)}[^.!?؟]*[.!?؟]?`, 'g')

/** Each sentence of a text that names the deadline, said as the round having closed on it. */
const sayClosed = (text: string, words: GrantRoundWords, deadlineLabel: string) =>
  text.replace(
    sentenceNaming(deadlineLabel),
    // One sentence says it; a text of several keeps its other sentences.
    (sentence) => `${/^\s/.test(sentence) ? ' ' : ''}${words.closedOn}`,
  )

/**
 * A page once the round has closed. `notify` is the name of the button to the blog's
 * subscription: the subscription dialog's title, in the page's language.
 */
export function closedRoundPage(
  page: PageContent,
  notify: string,
  words: GrantRoundWords = grantRound,
  deadlineLabel: string = grant.deadlineLabel,
): PageContent {
  const say = (text: string) => sayClosed(text, words, deadlineLabel)
  const cta = (action: Cta): Cta =>
    action.kind === 'modal' && action.modal === 'grantApplication'
      ? { ...action, label: words.register }
      : action
  const item = (entry: SectionItem): SectionItem =>
    entry.figure === deadlineLabel
      ? { ...entry, title: words.deadlineTitle, text: words.closedOn }
      : entry.text === undefined
        ? entry
        : { ...entry, text: say(entry.text) }
  const section = (part: Section): Section => ({
    ...part,
    ...(part.body === undefined ? {} : { body: say(part.body) }),
    ...(part.items ? { items: part.items.map(item) } : {}),
    ...(part.ctas ? { ctas: part.ctas.map(cta) } : {}),
  })
  const notice: Section = {
    id: 'round-closed',
    eyebrow: words.deadlineTitle,
    heading: words.notice.heading,
    body: `${words.closedOn} ${words.notice.next}`,
    ctas: [
      { kind: 'modal', label: words.register, modal: 'grantApplication' },
      { kind: 'modal', label: notify, modal: 'subscribe', variant: 'secondary' },
    ],
  }
  return {
    ...page,
    description: say(page.description),
    intro: say(page.intro),
    ...(page.heroCtas ? { heroCtas: page.heroCtas.map(cta) } : {}),
    sections: [...(page.path === paths.grant ? [notice] : []), ...page.sections.map(section)],
  }
}

/** The page as the round stands at that moment: as written while open, else closed. */
export const pageForRound = (page: PageContent, round: GrantRound, notify: string) =>
  round === 'open' ? page : closedRoundPage(page, notify)

/**
 * What a page's head says (its title and description) as the round stood when the site was
 * built: the route's loader runs in the route tree, which every page loads first, so it changes
 * the description only.
 */
export const headForRound = (page: PageContent, round: GrantRound): PageContent =>
  round === 'open'
    ? page
    : { ...page, description: sayClosed(page.description, grantRound, grant.deadlineLabel) }
