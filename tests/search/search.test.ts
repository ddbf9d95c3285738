import { describe, expect, it } from 'vitest'
import { arabicForms, createAnalyser, foldLatin, normaliseArabic } from '../../src/search/analyse'
import { buildIndex, openIndex, type IndexedSection } from '../../src/search/engine'
import { sectionsOf } from '../../src/search/sections'
import { stemmer as frenchStemmer } from '@orama/stemmers/french'
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish'
import { stemmers as english } from '../../src/search/stemmers'

// Each language's stemmers as its build has them (src/search/stemmers.ts, from content/locales.ts).
const spanish = { en: english.en, page: spanishStemmer }
const french = { en: english.en, page: frenchStemmer }
const arabic = { en: english.en }
import { kindOf } from '../../src/search/sections'

const section = (over: Partial<IndexedSection>): IndexedSection => ({
  kind: 'page',
  path: '/',
  anchor: '',
  page: '',
  heading: '',
  text: '',
  en: '',
  ...over,
})

const found = async (
  index: Awaited<ReturnType<typeof openIndex>>,
  query: string,
): Promise<string[]> => (await index.find(query)).map((hit) => `${hit.path}#${hit.anchor}`)

describe('reading words', () => {
  it('folds case and accents, and Arabic letter forms, digits, marks and tatweel', () => {
    expect(foldLatin('Química FOTOSÍNTESIS')).toBe('quimica fotosintesis')
    expect(normaliseArabic('أإآٱ')).toBe('اااا')
    expect(normaliseArabic('مؤتمر رئيس مدرسة مستوى')).toBe('موتمر رييس مدرسه مستوي')
    expect(normaliseArabic('عِلْمٌ العـــلوم ٢٠٢٥ ۱۲')).toBe('علم العلوم 2025 12')
  })

  it('takes an Arabic word with and without its leading clitics', () => {
    expect(arabicForms('والبناء', 'query')).toEqual(['والبناء', 'البناء', 'بناء'])
    expect(arabicForms('والبناء', 'index')).toEqual(['والبناء', 'بناء'])
    expect(arabicForms('للطلاب', 'query')).toEqual(['للطلاب', 'لطلاب', 'طلاب'])
  })

  it('stems English and Spanish, and reads English on a Spanish page as English', () => {
    const en = createAnalyser('en', english)
    expect(en.queryTerms('labs')).toEqual(en.queryTerms('lab'))
    expect(en.indexTerms('The labs and the grants', 'text')).toEqual(['lab', 'grant'])
    const es = createAnalyser('es', spanish)
    expect(es.indexTerms('químicas', 'text')).toEqual(es.indexTerms('quimica', 'text'))
    expect(es.indexTerms('photosynthesis', 'en')).toEqual(['photosynthesi'])
    // A query's Latin word is looked up by its shorter stem, a prefix of both.
    expect(es.queryTerms('photosynthesis')).toEqual([['photosynthesi']])
  })

  it('stems French with its accents folded: "electricite" meets "électricité"', () => {
    const fr = createAnalyser('fr', french)
    expect(fr.queryTerms('electricite')).toEqual(fr.queryTerms('électricité'))
    expect(fr.indexTerms('les élèves', 'text')).toEqual(fr.indexTerms('élève', 'text'))
    expect(fr.indexTerms('Les laboratoires de la classe', 'text')).toHaveLength(2)
  })
})

describe('the index', () => {
  it('finds stemmed, unaccented and prefix queries, every word of the query counting', async () => {
    const index = openIndex(
      'en',
      english,
      await buildIndex('en', english, [
        section({
          path: '/BioVerse',
          page: 'BioVerse',
          heading: 'Labs',
          text: 'Photosynthesis in a leaf.',
        }),
        section({
          path: '/grant',
          anchor: 'eligibility',
          heading: 'Application deadline',
          text: 'Apply for the grant by June.',
        }),
        section({ path: '/svi', heading: 'Licence', text: 'An individual licence.' }),
      ]),
    )
    expect(await found(index, 'photosynthesis')).toEqual(['/BioVerse#'])
    expect(await found(index, 'photo')).toEqual(['/BioVerse#'])
    expect(await found(index, 'lab')).toEqual(['/BioVerse#'])
    expect(await found(index, 'grant deadline')).toEqual(['/grant#eligibility'])
    expect(await found(index, 'grant photosynthesis')).toEqual([])
    // The synonym list: 'license' is how the site does not write it.
    expect(await found(index, 'individual license')).toEqual(['/svi#'])
    const [hit] = await index.find('leaves photosynthesis')
    expect(hit).toBeUndefined()
    const [leaf] = await index.find('photosynthesis')
    expect(leaf?.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual([
      'Photosynthesis',
    ])
  })

  it('finds Spanish without accents, and English text on a Spanish page', async () => {
    const index = openIndex(
      'es',
      spanish,
      await buildIndex('es', spanish, [
        section({ path: '/BioVerse', text: 'La fotosíntesis en una hoja.' }),
        section({ path: '/us-sylabus-list', en: 'Photosynthesis and respiration' }),
      ]),
    )
    expect(await found(index, 'fotosintesis')).toEqual(['/BioVerse#'])
    expect(await found(index, 'photosynthesis')).toEqual(['/us-sylabus-list#'])
  })

  it('finds Arabic with clitics, other letter forms and the synonyms of the content', async () => {
    const index = openIndex(
      'ar',
      arabic,
      await buildIndex('ar', arabic, [
        section({ path: '/BioVerse', text: 'شاهد والبناء الضوئي في ورقة.' }),
        section({ path: '/grant', text: 'آخر موعد للتقديم' }),
        section({ path: '/curriculum', en: 'Photosynthesis' }),
      ]),
    )
    expect(await found(index, 'بناء ضوئي')).toEqual(['/BioVerse#'])
    expect(await found(index, 'التمثيل الضوئي')).toEqual(['/BioVerse#'])
    expect(await found(index, 'اخر موعد')).toEqual(['/grant#'])
    expect(await found(index, 'photosynthesis')).toEqual(['/curriculum#'])
  })

  it('answers nothing, and runs nothing, for markup or space', async () => {
    const index = openIndex(
      'en',
      english,
      await buildIndex('en', english, [section({ text: 'script alert img' })]),
    )
    expect(await found(index, '   ')).toEqual([])
    expect(await found(index, '<>"\'/')).toEqual([])
  })

  it('scores from the packed index as Orama does', async () => {
    const sections = [
      section({ heading: 'Cells', text: 'cells cells membrane' }),
      section({ path: '/x', text: 'membrane' }),
    ]
    const packed = await buildIndex('en', english, sections)
    expect(packed.sections.text).toEqual(['cells cells membrane', 'membrane'])
    const index = openIndex('en', english, packed)
    const hits = await index.find('membrane')
    // Scored from the counts that travel: the word is a larger share of the shorter section.
    expect(hits.map((hit) => hit.path)).toEqual(['/x', '/'])
  })

  it('travels as strings and columns, and reads back words with digits and Arabic letters', async () => {
    const sections = [
      section({ path: '/a', text: 'cell 2025 5g' }),
      section({ path: '/b', text: 'cell cell cell' }),
      section({ path: '/c', text: 'والبناء الضوئي 2025' }),
    ]
    const packed = await buildIndex('ar', arabic, sections)
    expect(packed.format).toBe(2)
    expect(packed.sections.path).toEqual(['/a', '/b', '/c'])
    expect(typeof packed.trees.text).toBe('string')
    // "cell" once in section 1 and three times in section 2 (the difference 1, then 1*3).
    expect(packed.trees.text).toContain('cell|1,1*3')
    const index = openIndex('ar', arabic, packed)
    expect((await found(index, '2025')).sort()).toEqual(['/a#', '/c#'])
    expect(await found(index, '5g')).toEqual(['/a#'])
    expect((await found(index, 'cell')).sort()).toEqual(['/a#', '/b#'])
    expect(await found(index, 'البناء')).toEqual(['/c#'])
    expect(() => openIndex('ar', arabic, { ...packed, format: 1 as never })).toThrow(/format 1/)
  })
})

describe('what is indexed of a page', () => {
  it('cuts main at its headings, leaves out hidden and navigation text, keeps English apart', () => {
    const html = `<html><body><header><h2>Menu</h2></header><main id="main">
      <nav><a>BioVerse</a></nav><h1 id="page-title">BioVerse</h1><p>Una célula.</p>
      <section id="faq"><h2>Preguntas</h2><h3>¿Qué?</h3><div hidden><p>Respuesta.</p></div>
      <span aria-hidden="true">decoración</span><ol lang="en"><li>Photosynthesis</li></ol></section>
      <script>alert(1)</script></main></body></html>`
    expect(sectionsOf(html, 'es')).toEqual([
      { page: 'BioVerse', heading: 'BioVerse', anchor: '', text: 'Una célula.', en: '' },
      { page: 'BioVerse', heading: 'Preguntas', anchor: 'faq', text: '', en: '' },
      {
        page: 'BioVerse',
        heading: '¿Qué?',
        anchor: 'faq',
        text: 'Respuesta.',
        en: 'Photosynthesis',
      },
    ])
    expect(kindOf('/BioVerse', 'faq')).toBe('faq')
    expect(kindOf('/uk-sylabus-list', 'biology')).toBe('curriculum')
    expect(kindOf('/blogs/a-post', '')).toBe('post')
  })
})
