import type { ReactNode } from 'react'
import { timings } from '../../content/facts'
import { Accordion } from '../components/accordion/accordion'
import { Carousel } from '../components/carousel/carousel'
import { EnquiryForm } from '../enquiry'
import { ExploreTray } from '../components/shell/explore-tray'
import { OfferSteps } from '../app/modal-body'
import { Tabs } from '../components/tabs/tabs'
import { generalContactForm } from '../../schemas/forms/general-contact'
import { LicenceEstimator } from '../views/tools/licence-estimator'
import { TopicFinder } from '../views/tools/topic-finder'
import type { WorkbenchRun } from './run'
import styles from './workbench.module.css'

/**
 * The site's real component for a machine, where one exists. `owned` components start their
 * actor themselves (through the development hooks, so the workbench finds it); the tray is drawn
 * from the props the shell gives it, so the workbench's own actor drives it the same way.
 */
export type RealComponent = { owned: boolean; render: (run: WorkbenchRun) => ReactNode }

const slide = (n: number, text: string) => ({
  id: `slide-${n}`,
  content: (
    <div className={styles.slide}>
      <strong>Slide {n}</strong>
      <span>{text}</span>
    </div>
  ),
})

export const realComponents: Record<string, RealComponent> = {
  form: { owned: true, render: () => <EnquiryForm form={generalContactForm} /> },
  carousel: {
    owned: true,
    render: () => (
      <Carousel
        label="Workbench slides"
        mode="slide"
        slides={[
          slide(1, 'Six subject worlds'),
          slide(2, 'Curriculum-aligned practicals'),
          slide(3, 'Grants for schools'),
        ]}
        interval={timings.homeSliderAutoplay}
        speed={timings.homeSliderSpeed}
        progressStep={timings.homeSliderProgressStep}
        loop
      />
    ),
  },
  'grant-offer': { owned: true, render: () => <OfferSteps intro={null} /> },
  'explore-tray': {
    owned: false,
    render: (run) => {
      const snapshot = run.actor?.getSnapshot() as { matches?: (v: string) => boolean } | undefined
      return (
        <ExploreTray
          open={snapshot?.matches?.('open') ?? false}
          onHomePage
          send={(event) => run.send(event)}
        />
      )
    },
  },
  tabs: {
    owned: true,
    render: () => (
      <Tabs
        label="Workbench tabs"
        items={[
          { id: 'overview', label: 'Overview', content: <p>The overview panel.</p> },
          { id: 'features', label: 'Features', content: <p>The features panel.</p> },
          { id: 'pricing', label: 'Pricing', content: <p>The pricing panel.</p> },
        ]}
      />
    ),
  },
  accordion: {
    owned: true,
    render: () => (
      <Accordion
        items={[1, 2, 3].map((n) => ({
          id: `faq-${n}`,
          title: `Question ${n}`,
          content: <p>The answer to question {n}.</p>,
        }))}
      />
    ),
  },
  estimator: { owned: true, render: () => <LicenceEstimator /> },
  search: { owned: true, render: () => <TopicFinder /> },
}
