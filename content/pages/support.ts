import type { PageContent } from '../types'
import { p, paths, site } from './shared'

export const page: PageContent = {
  path: paths.support,
  theme: 'info',
  title: 'Support & Community',
  description:
    `Guides, lesson plans, tutorials and technical help for schools using ${p}, plus a ` +
    'community forum for VR science educators, coming soon.',
  eyebrow: 'Support & Community',
  heading: 'Help When You Need It, Community When You Want It',
  intro:
    'Everything your teachers and IT team need to run a VR lab smoothly, and a place to ' +
    'share what works.',
  sections: [
    {
      id: 'resources',
      eyebrow: 'Resources',
      heading: 'Resources for Every Role',
      items: [
        {
          title: 'Getting Started Guides',
          text: 'Set up headsets, enroll classes and run your first session step by step.',
        },
        {
          title: 'Lesson Plans',
          text: 'Ready-to-teach plans that pair each experience with discussion and tasks.',
        },
        {
          title: 'Video Tutorials',
          text: 'Short walkthroughs of the teacher dashboard, analytics and quizzes.',
        },
        {
          title: 'Technical Help',
          text: 'Troubleshooting, device management and network requirements for IT staff.',
        },
      ],
    },
    {
      id: 'forum',
      eyebrow: 'Community',
      heading: 'Educator Forum',
      body:
        'A space for teachers to swap lesson ideas, ask questions and share classroom ' +
        'stories with colleagues around the world.',
      ctas: [{ kind: 'disabled', label: 'Coming Soon' }],
    },
    {
      // Not 'contact': the shared About section's form below owns that anchor (the header's
      // Get in Touch), and an id may appear once per page.
      id: 'support-contact',
      heading: 'Still Need Help?',
      body: `Write to ${site.contactEmail} or send us a message and our team will help.`,
      ctas: [{ kind: 'modal', label: 'Contact Support', modal: 'generalInquiries' }],
    },
  ],
}
