// What the website keeps on the visitor's device, for the privacy notice (privacy.ts): the pages
// and files the service worker keeps for offline reading (src/offline/names.ts sets how many and how
// long), the enquiries waiting to be sent, and what a form holds across a reload the page asks for
// (src/lib/keep-across-reload.ts). Change it when they change.
import { deviceKeeping } from '../device-facts'
import type { DocumentSection } from '../types'

const { pages, images } = deviceKeeping

export const deviceSection: DocumentSection = {
  id: 'on-your-device',
  heading: 'What is kept on your device',
  blocks: [
    {
      kind: 'text',
      text:
        'So that the website works on a weak or broken connection, your browser keeps some of ' +
        'it on your device. None of it is sent to us or to anyone else, and none of it is used ' +
        'to follow you.',
    },
    {
      kind: 'facts',
      items: [
        {
          term: 'The website’s own files',
          detail:
            'The code, styles and fonts of the pages you open and what those pages load as you ' +
            'use them (their forms, dialogs and search), in the language you read in, and a page ' +
            'that says when you are offline, so that those pages open and work without a ' +
            'connection. They are replaced when the website changes.',
        },
        {
          term: 'The pages you have opened',
          detail:
            `Each page you read is kept, up to ${pages.maxEntries} pages per language, each for ${pages.maxAgeDays} days after ` +
            `you last opened it online; pictures up to ${images.maxEntries} and ${images.maxAgeDays} days. Nothing you typed is in them.`,
        },
        {
          term: 'The site search',
          detail:
            'The search index of the language you read in (the words of the website’s pages, ' +
            'no more), and the search page, so that search works without a connection. Nothing ' +
            'you search for is kept or sent: the search runs on your device.',
        },
        {
          term: 'Enquiries waiting to be sent',
          detail:
            'If you send a form while the connection is down, what you typed is kept on your ' +
            'device until it can be sent, then deleted. The form shows what is waiting, and you ' +
            'can discard it there.',
        },
        {
          term: 'What you typed, across a reload',
          detail:
            'When the website has changed while one of its pages was open and you choose Reload, ' +
            'what you typed in that page’s forms is kept in the browser tab for the reload, and ' +
            'deleted as soon as the page has it back.',
        },
      ],
    },
    {
      kind: 'text',
      text:
        'To delete it all, clear this website’s data in your browser’s site settings (often ' +
        'under the padlock beside the address). Without a connection, the offline page also has ' +
        'a button that deletes the pages kept on this device.',
    },
  ],
}
