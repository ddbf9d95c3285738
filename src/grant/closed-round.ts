// The words of a page once the grant's round has closed (docs/grant-round.md): every sentence
// that asks for an application by the deadline says the round closed on it, the deadline's card
// says so, the buttons that opened the application register interest in the next round, and the
// grant page opens with a notice that offers the next round's news.
import { grantRound, type GrantRoundWords } from '../../content/grant-round'
import { paths } from '../../content/paths'
import { grant } from '../../content/site'
import type { Cta, PageContent, Section, SectionItem } from '../../content/types'
import { useGrantRound, type GrantRound } from './round'

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A sentence (up to its stop, in any of the site's scripts) that names the deadline. */
const sentenceNaming = (label: string) =>
  new RegExp(`[^.!?؟]*${escaped(label)}[^.!?؟]*[.!?؟]?`, 'g')

export function closedRoundPage(
  page: PageContent,
  words: GrantRoundWords = grantRound,
  deadlineLabel: string = grant.deadlineLabel,
): PageContent {
  const naming = sentenceNaming(deadlineLabel)
  // One sentence says it; a text of several keeps its other sentences.
  const say = (text: string) =>
    text.replace(naming, (sentence) => `${/^\s/.test(sentence) ? ' ' : ''}${words.closedOn}`)
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
      { kind: 'modal', label: words.notify, modal: 'subscribe', variant: 'secondary' },
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
export const pageForRound = (page: PageContent, round: GrantRound) =>
  round === 'open' ? page : closedRoundPage(page)

/** The page as the round stands now (the build's answer first, then the browser's clock's). */
export function useRoundPage(page: PageContent): PageContent {
  return pageForRound(page, useGrantRound())
}
