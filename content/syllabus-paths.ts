// The six syllabus lists, spelled as their published addresses spell them ('sylabus').
export const syllabusPaths = {
  ib: '/ib-sylabus-list',
  cambridge: '/cambridge-sylabus-list',
  us: '/us-sylabus-list',
  uk: '/uk-sylabus-list',
  australia: '/australia-sylabus-list',
  india: '/india-sylabus-list',
} as const
