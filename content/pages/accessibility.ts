// The accessibility statement, in the form the W3C recommends
// (https://www.w3.org/WAI/planning/statements/): commitment, conformance status, how it was
// checked, known limitations, compatibility, technical specifications, feedback and dates.
// The facts come from docs/accessibility.md and tests/e2e; keep them in step with both.
import { formatters } from '../format'
import { inEveryLanguage } from '../language-names'
import { paths } from '../paths'
import { site } from '../site'
import type { DocumentPage } from '../types'

const p = site.productName
const email = site.contactEmail
const { number, date: longDate } = formatters('en')
const statementDate = '2026-11-24'
const reviewDate = '2026-11-24'

export const page: DocumentPage = {
  path: paths.accessibility,
  theme: 'info',
  title: 'Accessibility Statement',
  description:
    `How accessible the ${p} website is: its conformance with WCAG 2.2 level AA, how we test ` +
    'it, the limitations we know of with their workarounds, and how to report a problem.',
  eyebrow: 'Accessibility',
  heading: 'Accessibility Statement',
  intro:
    `${p} wants every student, parent, teacher and school leader to be able to use this ` +
    'website, whatever their abilities and however they browse. This statement says how far we ' +
    'have come, what is still missing and how to tell us about a barrier.',
  dates: [
    { label: 'Statement date', date: statementDate },
    { label: 'Last reviewed', date: reviewDate },
  ],
  contentsLabel: 'On this page',
  sections: [
    {
      id: 'commitment',
      heading: 'Our commitment',
      blocks: [
        {
          kind: 'text',
          text:
            `${p} builds immersive science labs for learners in grades 5 to 12, and this ` +
            'website is for everyone who wants to know about them, including people who use a ' +
            'keyboard instead of a mouse, a screen reader, screen magnification, voice control, ' +
            'or their system’s settings for reduced motion and high contrast.',
        },
        { kind: 'text', text: 'What we do about it:' },
        {
          kind: 'list',
          items: [
            'We design and build to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
            'Every page and every dialog is checked automatically before a change is released, and every flow has been walked with the keyboard alone.',
            `Every page exists ${inEveryLanguage} (Arabic from right to left) and declares its language, so that screen readers pronounce it correctly; the few texts that exist only in English are marked as English.`,
            'We follow your settings: with reduced motion on, carousels stay still and transitions are instant; in high-contrast (forced colours) mode the focus outline keeps your system’s colour.',
            'We fix the problems we know of, and list on this page those still open.',
          ],
        },
      ],
    },
    {
      id: 'conformance',
      heading: 'Conformance status',
      blocks: [
        {
          kind: 'text',
          text:
            'The Web Content Accessibility Guidelines (WCAG) set out how to make web content ' +
            'accessible to people with disabilities. They have three levels of conformance: ' +
            'A, AA and AAA.',
        },
        {
          kind: 'text',
          text:
            `The ${p} website is partially conformant with WCAG 2.2 level AA. Partially ` +
            'conformant means that some parts of the content do not yet fully conform to the ' +
            'standard. Those we know of are listed under “Known limitations”, each with a way ' +
            'around it.',
        },
        {
          kind: 'link',
          text: 'Our Accessibility Conformance Report, criterion by criterion, with the tests behind each: Trust Center',
          to: paths.trust,
        },
      ],
    },
    {
      id: 'assessment',
      heading: 'How we checked this website',
      blocks: [
        {
          kind: 'text',
          text:
            `The ${p} team assessed the website itself (a self-evaluation), with automated ` +
            'tests that run on every change and a manual keyboard walkthrough of every flow. ' +
            'No outside organisation has audited it yet.',
        },
      ],
      parts: [
        {
          id: 'automated-tests',
          heading: 'Automated tests on every change',
          blocks: [
            {
              kind: 'text',
              text: 'Our test suite runs in the Chromium browser and must pass before any change is released. It includes:',
            },
            {
              kind: 'list',
              items: [
                `axe, the open-source accessibility checker, on every page of the site, at phone width (${number(390)} pixels) or desktop width (${number(1280)} pixels) in turn, so that both widths are covered on every kind of page; and on every dialog, opened with its form, video player or scheduler in place. Any serious or critical finding fails the suite.`,
                `On every page: one main heading, heading levels that never skip a level, no repeated identifiers, a target for every link within the page, and no sideways scrolling at ${number(320)} pixels wide (the width of a large screen zoomed to ${number(400)}%).`,
                `On every page, in English, Spanish and Arabic, and with the Explore menu and every dialog open: the wider text spacing that reading tools set (line height 1.5, letter spacing 0.12, word spacing 0.16 and paragraph spacing 2 times the size of the text) at ${number(320)} and ${number(1280)} pixels, with no text cut, none drawn over other text and no sideways scrolling; and the contrast of the text on the first screen, measured from the pixels behind its letters, gradients included.`,
                `The focus outline, measured on screenshots of a sample of pages and a dialog: it must stand out at ${number(3)}:1 or more against what surrounds it everywhere. The lowest figure measured is ${number(3.33)}:1.`,
                'Keyboard tests that repeat the riskiest steps of the walkthrough below, and tests that what changes on the page (search results, a sent form, a new page) is announced to screen readers.',
                `The W3C Nu HTML Checker on every page, and Lighthouse’s accessibility audit on the home page, which must score ${number(100)}.`,
              ],
            },
          ],
        },
        {
          id: 'keyboard-walkthrough',
          heading: 'Keyboard walkthrough',
          blocks: [
            {
              kind: 'text',
              text:
                `On ${longDate(statementDate)} we walked every flow of the site with the keyboard ` +
                'alone (Tab, Shift+Tab, Enter, Space, Escape, the arrow keys, Home and End), in ' +
                `Chromium at ${number(1280)} pixels wide, and at ${number(390)} ` +
                'pixels, the width of a phone, for the skip link, the Explore menu and a pass ' +
                'through every page. After every key we noted where focus was, and the role and ' +
                'name the browser gives it, which is what a screen reader says. We walked:',
            },
            {
              kind: 'list',
              items: [
                'the skip link, the header menus and the Explore menu;',
                'the home page’s carousels, its dialogs and the Early Adopter offer;',
                'every form from start to end, on the page and in dialogs: with errors, a successful send and a failed one;',
                `the country and topic searches, the tabs and questions of ${p} for Schools, the blog with its search, and a blog post with its share buttons;`,
                `a world page and its trailer, the footer, the page-not-found screen, and Tab from top to bottom through ${number(20)} pages, at both widths.`,
              ],
            },
            {
              kind: 'text',
              text:
                'The result: after every key, focus was on something that could be seen, never ' +
                'lost. Three places where focus was lost or hidden were fixed during the walk: ' +
                'the header’s “Get in Touch” link, the send button of every form, and the blog ' +
                'search. What is still open is listed below. This statement and the privacy ' +
                'notice were walked the same way when they were published.',
            },
          ],
        },
        {
          id: 'not-yet-checked',
          heading: 'What we have not checked yet',
          blocks: [
            {
              kind: 'list',
              items: [
                'We have not yet tested with screen readers themselves (NVDA, JAWS, VoiceOver, TalkBack), nor with voice control or screen magnifiers: the walkthrough reads what the browser gives them.',
                'The automated tests run in Chromium only; Firefox and Safari have not been tested.',
                'No panel of disabled users has reviewed the site yet.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'limitations',
      heading: 'Known limitations',
      blocks: [
        {
          kind: 'text',
          text: 'Despite our efforts, some parts of the website are not yet fully accessible. These are the ones we know of, with a way around each while we fix them:',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Latest posts carousel, home page',
              detail:
                'Once the carousel has gone round past its last post, Tab visits the posts in ' +
                'the order of the list, not from left to right as they are shown. Workaround: ' +
                'every post is listed in order on the Innovations & Research page (the blog).',
            },
            {
              term: 'World trailers',
              detail:
                `The trailers are ${number(6)}-second clips without sound, and each is named after ` +
                'its world, but no text describes what it shows. Workaround: the world’s name and ' +
                'description are on its page as text.',
            },
            {
              term: 'Confirmation after sending a form',
              detail:
                'After a successful send, the confirmation appears above the send button and can ' +
                'push it just below the bottom of the window, out of sight while it keeps focus. ' +
                'The confirmation itself is announced. Workaround: scroll down a little to see ' +
                'the button again.',
            },
            {
              term: `“Connect with Us” on ${p} for Schools`,
              detail:
                'The button opens a dialog titled “Get in Touch”, so the two names differ. ' +
                'Workaround: none is needed to use it; the dialog holds the contact form you ' +
                'would expect.',
            },
            {
              term: `Tabs on ${p} for Schools, on a phone`,
              detail:
                `At ${number(390)} pixels wide, when Tab reaches the panel of the tabs, its ` +
                'top edge sits under the header that stays at the top of the screen; the rest ' +
                'of the panel is in view. Workaround: scroll up a little, or turn the phone ' +
                'sideways.',
            },
            {
              term: 'Booking calendar',
              detail:
                'The calendar in “Schedule a Meeting” is Calendly’s, a third party’s: we do not ' +
                'control its accessibility and have not tested it. Workaround: the dialog also ' +
                `links to the booking page, or write to ${email} with times that suit you and ` +
                'we will book the meeting for you.',
            },
            {
              term: 'Content in English only',
              detail:
                'Curriculum topic lists and some blog posts exist in English only. They are ' +
                'marked as English, so that screen readers read them in English, and the page ' +
                'says so in its own language.',
            },
          ],
        },
      ],
    },
    {
      id: 'compatibility',
      heading: 'Compatibility with browsers and assistive technology',
      blocks: [
        { kind: 'text', text: 'The website is designed to work with:' },
        {
          kind: 'list',
          items: [
            'recent versions of Chrome, Edge, Firefox and Safari, on computers, tablets and phones;',
            'screen readers: NVDA and JAWS on Windows, VoiceOver on macOS, iPhone and iPad, and TalkBack on Android;',
            `the keyboard alone, screen magnification, browser zoom up to ${number(400)}%, and the system settings for reduced motion and high contrast.`,
          ],
        },
        {
          kind: 'text',
          text:
            'It is not designed for Internet Explorer or for browsers more than about two ' +
            'years old. Forms, dialogs, menus and carousels need JavaScript; the text and ' +
            'links of every page are in its HTML and can be read without it. So far it has ' +
            'been tested in Chromium only (see above).',
        },
      ],
    },
    {
      id: 'technical-specifications',
      heading: 'Technical specifications',
      blocks: [
        {
          kind: 'text',
          text: 'The accessibility of the website relies on the following technologies working with your browser and any assistive technology installed on your device:',
        },
        {
          kind: 'list',
          items: [
            'HTML, for the structure and meaning of every page;',
            'CSS, for its layout and appearance;',
            'WAI-ARIA, for the roles, names and states of menus, dialogs, tabs and carousels;',
            'JavaScript, for what responds to your actions.',
          ],
        },
        {
          kind: 'text',
          text: 'These technologies are relied upon for conformance with WCAG 2.2.',
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Feedback and contact',
      blocks: [
        {
          kind: 'text',
          text:
            `We welcome your feedback on the accessibility of ${p}. If you meet a barrier, ` +
            'find something on this page that is not right, or need any of our content in ' +
            `another format, write to ${email}.`,
        },
        {
          kind: 'text',
          text:
            'It helps us to know which page you were on, what you were trying to do, and the ' +
            'browser and any assistive technology you use.',
        },
        {
          kind: 'text',
          text: `We reply within ${number(5)} working days.`,
        },
      ],
    },
    {
      id: 'about-this-statement',
      heading: 'About this statement',
      blocks: [
        {
          kind: 'text',
          text:
            `This statement was prepared on ${longDate(statementDate)}. It is based on a ` +
            `self-evaluation by the ${p} team: the automated tests described above, which run ` +
            'on every change, and the keyboard walkthrough of the same day.',
        },
        {
          kind: 'text',
          text:
            `It was last reviewed on ${longDate(reviewDate)}. We review it whenever a change to ` +
            'the site affects accessibility, and at least once a year.',
        },
      ],
    },
  ],
}
