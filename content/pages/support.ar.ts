import type { PageContent } from '../types'
import { p, paths, site } from './shared'

export const page: PageContent = {
  path: paths.support,
  theme: 'info',
  title: 'الدعم والمجتمع',
  description:
    `أدلة وخطط دروس وشروحات مصوّرة ومساعدة تقنية للمدارس التي تستخدم ${p}، إضافةً إلى منتدى ` +
    'قريبًا لمجتمع معلمي العلوم بالواقع الافتراضي.',
  eyebrow: 'الدعم والمجتمع',
  heading: 'مساعدة حين تحتاجها، ومجتمع حين تريده',
  intro:
    'كل ما يحتاجه معلموك وفريق تقنية المعلومات لديك لتشغيل مختبر الواقع الافتراضي بسلاسة، ' +
    'ومكان لتبادل ما يحقق النجاح.',
  sections: [
    {
      id: 'resources',
      eyebrow: 'الموارد',
      heading: 'موارد لكل دور',
      items: [
        {
          title: 'أدلة البدء',
          text: 'اضبط النظارات، وسجّل الفصول، وأدِر جلستك الأولى خطوة بخطوة.',
        },
        {
          title: 'خطط الدروس',
          text: 'خطط جاهزة للتدريس تقرن كل تجربة بأسئلة للنقاش ومهام للطلاب.',
        },
        {
          title: 'شروحات بالفيديو',
          text: 'جولات قصيرة في لوحة تحكم المعلم والتحليلات والاختبارات القصيرة.',
        },
        {
          title: 'المساعدة التقنية',
          text: 'حل المشكلات وإدارة الأجهزة ومتطلبات الشبكة لفرق تقنية المعلومات.',
        },
      ],
    },
    {
      id: 'forum',
      eyebrow: 'المجتمع',
      heading: 'منتدى المعلمين',
      body:
        'مساحة يتبادل فيها المعلمون أفكار الدروس، ويطرحون الأسئلة، ويشاركون قصص فصولهم مع ' +
        'زملائهم حول العالم.',
      ctas: [{ kind: 'disabled', label: 'قريبًا' }],
    },
    {
      // Not 'contact': the shared About section's form below owns that anchor (the header's
      // Get in Touch), and an id may appear once per page.
      id: 'support-contact',
      heading: 'هل ما زلت بحاجة إلى مساعدة؟',
      body: `راسلنا على ${site.contactEmail} أو أرسل إلينا رسالة، وسيساعدك فريقنا.`,
      ctas: [{ kind: 'modal', label: 'تواصل مع الدعم', modal: 'generalInquiries' }],
    },
  ],
}
