// The shared About section at the foot of every page but /partnerwithus.
import { claims, grouped, p } from './shared'

export const aboutSection = {
  heading: `About ${p}`,
  description:
    `${p} is an immersive virtual-reality learning platform that turns school science into ` +
    'places students can step into. In BioVerse, ChemVerse, AtomVerse and SpaceVerse, ' +
    'learners in grades 5 to 12 walk through a living cell, run reactions too dangerous for ' +
    'a school lab, trace magnetic fields and stand on the Moon, with AI tutors, 3D quizzes ' +
    'and analytics that show teachers exactly where each student stands.\n\n' +
    'Our mission is to make a world-class science lab available to every school, not just ' +
    `the few that can afford one. With ${grouped(claims.experiences)} experiences, ` +
    `${claims.practicals} practicals and content mapped to ${claims.curricula} curricula in ` +
    `${claims.languages} languages, and a grant program run with a world STEM federation, we ` +
    'work with schools, teachers, parents and partners to make curiosity the starting point ' +
    'of every lesson.',
  getInvolvedHeading: 'Get Involved',
  getInvolvedText:
    'Bring a VR lab to your school, partner with us in your region or simply ask a ' +
    'question. Leave your details and our team will get back to you soon.',
}
