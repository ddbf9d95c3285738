// What every part agrees on: where the files go, the trailers' format and budgets, and the five
// worlds' copy and colours (docs/media.md).
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const mediaDir = join(root, 'public/media')

export const WIDTH = 960
export const HEIGHT = 540
export const SECONDS = 6
export const FPS = 30
// Chromium's software H.264 encoder (OpenH264) delivers only about half the bitrate it is asked
// for on this content: 900 kbit/s asked gives roughly 450 kbit/s, about 340 kB for 6 s.
export const BITRATE = 900_000
export const VIDEO_MAX_BYTES = 400_000
export const POSTER_TIME = 4.2
export const POSTER_MAX_BYTES = 60_000
export const MIME_CANDIDATES = [
  'video/mp4;codecs=avc1',
  'video/mp4',
  'video/webm;codecs=vp9',
  'video/webm;codecs=vp8',
]

// Copy mirrors content/worlds.ts; colours mirror the --world-* tokens in src/styles/tokens.css.
export const worlds = [
  {
    key: 'bioverse',
    name: 'BioVerse',
    subject: 'Biology',
    subtitle: 'Walk inside a living cell',
    color: '#34d399',
    light: '#d1fae5',
    seed: 11,
  },
  {
    key: 'chemverse',
    name: 'ChemVerse',
    subject: 'Chemistry',
    subtitle: 'Run the reactions you could never risk',
    color: '#e879f9',
    light: '#fbe4ff',
    seed: 23,
  },
  {
    key: 'atomverse',
    name: 'AtomVerse',
    subject: 'Physics',
    subtitle: 'See forces, fields and waves at work',
    color: '#60a5fa',
    light: '#dbeafe',
    seed: 37,
  },
  {
    key: 'spaceverse',
    name: 'SpaceVerse',
    subject: 'Space science',
    subtitle: 'Stand on the Moon, orbit Jupiter',
    color: '#818cf8',
    light: '#e0e7ff',
    seed: 53,
  },
  {
    key: 'geoverse',
    name: 'GeoVerse',
    subject: 'Earth science',
    subtitle: 'Ride a tectonic plate through time',
    color: '#f59e0b',
    light: '#fef3c7',
    seed: 71,
  },
]

/** A size as the log shows it. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
