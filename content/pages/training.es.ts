import type { PageContent } from '../types'
import { certificationFrom, getInTouch, p, paths } from './shared'
import { counted } from './wording.es'

export const page: PageContent = {
  path: paths.training,
  theme: 'info',
  title: 'Capacitación y certificación',
  description:
    'Certificación Estándar, Intermedia y Máster para los docentes y el personal de TI que ' +
    `gestionan laboratorios de realidad virtual de ${p}: gratuita el primer año de licencia y ` +
    `desde ${certificationFrom} a partir de entonces.`,
  eyebrow: 'Capacitación y certificación',
  heading: 'Docentes con confianza, clases con confianza',
  intro:
    'Una capacitación práctica que convierte a cada docente de ciencias en líder de un ' +
    'laboratorio de realidad virtual, con una certificación que crece junto con su experiencia.',
  sections: [
    {
      id: 'levels',
      eyebrow: 'Tres niveles',
      heading: 'Niveles de certificación',
      items: [
        {
          title: 'Estándar',
          badge: 'Empiece aquí',
          text:
            'Dirija clases, prácticas y cuestionarios con confianza, y gestione los visores en ' +
            'el uso diario.',
        },
        {
          title: 'Intermedio',
          badge: `${counted(2, 'año', 'años')} de experiencia`,
          text:
            'Diseñe sus propias unidades basadas en realidad virtual, use las analíticas para ' +
            'diferenciar la enseñanza y oriente a sus colegas.',
        },
        {
          title: 'Máster',
          badge: `${counted(3, 'año', 'años')} de experiencia`,
          text:
            'Lidere el aprendizaje con realidad virtual en toda una escuela o red, capacite a ' +
            'nuevos docentes y ayúdenos a dar forma a nuevos contenidos.',
        },
      ],
    },
    {
      id: 'fees',
      eyebrow: 'Costos',
      heading: 'Gratis durante su primer año',
      body:
        'La certificación es gratuita durante el primer año de licencia para todos los docentes ' +
        'de asignatura y para el personal de TI. Después, cada certificación suele costar desde ' +
        `${certificationFrom}.`,
    },
    {
      id: 'format',
      eyebrow: 'Cómo funciona',
      heading: 'Una formación que se adapta a la semana de un docente',
      items: [
        {
          title: 'Sesiones prácticas',
          text: 'Practique con el visor pensando en su propio laboratorio y en sus propios grupos.',
        },
        {
          title: 'Módulos a su ritmo',
          text: 'Unidades breves en línea que puede completar entre una clase y otra.',
        },
        {
          title: 'Práctica evaluada',
          text: 'La certificación se otorga por la enseñanza real, no solo por un examen escrito.',
        },
      ],
    },
    {
      id: 'get-started',
      heading: 'Capacite a su equipo',
      body: 'Consúltenos por un plan de capacitación para sus docentes y su personal de TI.',
      ctas: [getInTouch],
    },
  ],
}
