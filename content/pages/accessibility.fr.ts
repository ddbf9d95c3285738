// La Déclaration d’accessibilité (voir accessibility.ts : même forme, mêmes faits).
import { formatters } from '../format'
import { inEveryLanguage } from '../language-names.fr'
import { paths } from '../paths'
import { site } from '../site'
import type { DocumentPage } from '../types'

const p = site.productName
const email = site.contactEmail
const { number, percent, date: longDate } = formatters('fr')
const statementDate = '2026-11-24'
const reviewDate = '2026-11-24'

export const page: DocumentPage = {
  path: paths.accessibility,
  theme: 'info',
  title: 'Déclaration d’accessibilité',
  description:
    `Le niveau d’accessibilité du site web ${p}\u00A0: sa conformité aux WCAG 2.2 niveau AA, ` +
    'la manière dont nous le testons, les limites connues et leurs solutions de contournement, ' +
    'et comment nous signaler un problème.',
  eyebrow: 'Accessibilité',
  heading: 'Déclaration d’accessibilité',
  intro:
    `${p} souhaite que chaque élève, parent, enseignant et chef d’établissement puisse ` +
    'utiliser ce site web, quelles que soient ses capacités et sa façon de naviguer. La ' +
    'présente déclaration indique où nous en sommes, ce qui manque encore et comment nous ' +
    'signaler un obstacle.',
  dates: [
    { label: 'Date de la déclaration', date: statementDate },
    { label: 'Dernière révision', date: reviewDate },
  ],
  contentsLabel: 'Sur cette page',
  sections: [
    {
      id: 'commitment',
      heading: 'Notre engagement',
      blocks: [
        {
          kind: 'text',
          text:
            `${p} conçoit des laboratoires de sciences immersifs pour les élèves de 10 à ` +
            '18\u00A0ans, et ce site web s’adresse à toutes les personnes qui souhaitent les ' +
            'découvrir, y compris celles qui utilisent le clavier plutôt que la souris, un ' +
            'lecteur d’écran, un logiciel d’agrandissement, la commande vocale, ou les ' +
            'réglages de leur système pour réduire les animations et augmenter le contraste.',
        },
        { kind: 'text', text: 'Ce que nous faisons concrètement\u00A0:' },
        {
          kind: 'list',
          items: [
            'Nous concevons et développons le site conformément aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA.',
            'Chaque page et chaque boîte de dialogue sont vérifiées automatiquement avant la mise en ligne de toute modification, et chaque parcours a été effectué au seul clavier.',
            `Chaque page existe ${inEveryLanguage} (l’arabe de droite à gauche) et déclare sa langue, afin que les lecteurs d’écran la prononcent correctement\u202F; les quelques textes qui n’existent qu’en anglais sont signalés comme tels.`,
            'Nous respectons vos réglages\u00A0: lorsque la réduction des animations est activée, les carrousels restent immobiles et les transitions sont instantanées\u202F; en mode de contraste élevé (couleurs forcées), le contour de focus conserve la couleur de votre système.',
            'Nous corrigeons les problèmes que nous connaissons et publions sur cette page ceux qui restent à corriger.',
          ],
        },
      ],
    },
    {
      id: 'conformance',
      heading: 'État de conformité',
      blocks: [
        {
          kind: 'text',
          text:
            'Les Règles pour l’accessibilité des contenus Web (WCAG) définissent comment rendre ' +
            'les contenus web accessibles aux personnes en situation de handicap. Elles ' +
            'comportent trois niveaux de conformité\u00A0: A, AA et AAA.',
        },
        {
          kind: 'text',
          text:
            `Le site web ${p} est partiellement conforme aux WCAG 2.2 niveau AA. Partiellement ` +
            'conforme signifie que certaines parties du contenu ne respectent pas encore ' +
            'pleinement la norme. Les non-conformités que nous connaissons sont présentées sous ' +
            '«\u202FLimites connues\u202F», chacune avec une solution de contournement.',
        },
        {
          kind: 'link',
          text: 'Notre rapport de conformité en matière d’accessibilité, critère par critère, avec les tests qui fondent chaque résultat\u00A0: Centre de confiance',
          to: paths.trust,
        },
      ],
    },
    {
      id: 'assessment',
      heading: 'Comment nous avons évalué ce site web',
      blocks: [
        {
          kind: 'text',
          text:
            `L’équipe ${p} a évalué elle-même le site web (auto-évaluation), au moyen de tests ` +
            'automatisés exécutés à chaque modification et d’un parcours manuel au clavier de ' +
            'chaque fonctionnalité. Aucun organisme externe ne l’a encore audité.',
        },
      ],
      parts: [
        {
          id: 'automated-tests',
          heading: 'Des tests automatisés à chaque modification',
          blocks: [
            {
              kind: 'text',
              text: 'Notre suite de tests s’exécute dans le navigateur Chromium et doit être réussie avant la mise en ligne de toute modification. Elle comprend\u00A0:',
            },
            {
              kind: 'list',
              items: [
                `axe, l’outil libre de vérification de l’accessibilité, sur chaque page du site, tour à tour à la largeur d’un téléphone (${number(390)}\u00A0pixels) et à celle d’un ordinateur (${number(1280)}\u00A0pixels), de sorte que les deux largeurs sont couvertes pour chaque type de page\u202F; et sur chaque boîte de dialogue, ouverte avec son formulaire, son lecteur vidéo ou son outil de prise de rendez-vous en place. Tout résultat grave ou critique fait échouer la suite de tests.`,
                `Sur chaque page\u00A0: un seul titre principal, des niveaux de titres qui ne sautent jamais de niveau, aucun identifiant en double, une cible pour chaque lien interne à la page, et aucun défilement horizontal à ${number(320)}\u00A0pixels de large (la largeur d’un grand écran agrandi à ${percent(400)}).`,
                `Sur chaque page, en anglais, en espagnol et en arabe, avec le menu Explorer et chaque boîte de dialogue ouverts\u00A0: l’espacement du texte élargi qu’appliquent les outils de lecture (hauteur de ligne de 1,5 fois la taille du texte, espacement des lettres de 0,12 fois, espacement des mots de 0,16 fois et espacement des paragraphes de 2 fois cette taille) à ${number(320)} et à ${number(1280)}\u00A0pixels, sans texte tronqué, sans texte superposé à un autre et sans défilement horizontal\u202F; ainsi que le contraste du texte du premier écran, mesuré à partir des pixels situés derrière ses lettres, dégradés compris.`,
                `La visibilité du focus, mesurée sur des captures d’écran d’un échantillon de pages et d’une boîte de dialogue\u00A0: le contour de focus doit présenter un rapport de contraste d’au moins ${number(3)}:1 avec tout ce qui l’entoure. La valeur la plus basse mesurée est de ${number(3.33)}:1.`,
                'Des tests au clavier qui reprennent les étapes les plus sensibles du parcours décrit ci-dessous, et des tests vérifiant que ce qui change sur la page (résultats de recherche, formulaire envoyé, nouvelle page) est annoncé aux lecteurs d’écran.',
                `Le validateur HTML du W3C (Nu HTML Checker) sur chaque page, et l’audit d’accessibilité de Lighthouse sur la page d’accueil, qui doit obtenir un score de ${number(100)}.`,
              ],
            },
          ],
        },
        {
          id: 'keyboard-walkthrough',
          heading: 'Parcours au clavier',
          blocks: [
            {
              kind: 'text',
              text:
                `Le ${longDate(statementDate)}, nous avons effectué chaque parcours du site au seul ` +
                'clavier (Tabulation, Maj+Tabulation, Entrée, Espace, Échap, les touches ' +
                'fléchées, Début et Fin), dans Chromium à une largeur de ' +
                `${number(1280)}\u00A0pixels, et à ${number(390)}\u00A0pixels, la largeur d’un ` +
                'téléphone, pour le lien d’évitement, le menu Explorer et un passage sur chaque ' +
                'page. Après chaque touche, nous avons noté où se trouvait le focus, ainsi que le ' +
                'rôle et le nom que lui attribue le navigateur, c’est-à-dire ce que restitue un ' +
                'lecteur d’écran. Nous avons parcouru\u00A0:',
            },
            {
              kind: 'list',
              items: [
                'le lien d’évitement, les menus de l’en-tête et le menu Explorer\u202F;',
                'les carrousels de la page d’accueil, ses boîtes de dialogue et l’offre pionniers\u202F;',
                'chaque formulaire du début à la fin, sur la page et dans les boîtes de dialogue\u00A0: avec des erreurs, un envoi réussi et un envoi échoué\u202F;',
                `les recherches de pays et de thèmes, les onglets et les questions de la page ${p} pour les établissements scolaires, le blog et sa recherche, ainsi qu’un article du blog et ses boutons de partage\u202F;`,
                `une page d’univers et sa bande-annonce, le pied de page, l’écran de page introuvable, et un parcours à la touche Tabulation de haut en bas de ${number(20)}\u00A0pages, aux deux largeurs.`,
              ],
            },
            {
              kind: 'text',
              text:
                'Résultat\u00A0: après chaque touche, le focus se trouvait sur un élément visible, ' +
                'sans jamais être perdu. Trois endroits où le focus était perdu ou masqué ont été ' +
                'corrigés pendant le parcours\u00A0: le lien «\u202FPrendre contact\u202F» de ' +
                'l’en-tête, le bouton d’envoi de chaque formulaire et la recherche du blog. Ce ' +
                'qui reste à corriger est présenté ci-dessous. La présente déclaration et la ' +
                'Politique de confidentialité ont été parcourues de la même manière lors de leur ' +
                'publication.',
            },
          ],
        },
        {
          id: 'not-yet-checked',
          heading: 'Ce que nous n’avons pas encore vérifié',
          blocks: [
            {
              kind: 'list',
              items: [
                'Nous n’avons pas encore effectué de tests avec les lecteurs d’écran eux-mêmes (NVDA, JAWS, VoiceOver, TalkBack), ni avec la commande vocale ou des logiciels d’agrandissement\u00A0: le parcours relève ce que le navigateur leur transmet.',
                'Les tests automatisés s’exécutent uniquement dans Chromium\u202F; Firefox et Safari n’ont pas été testés.',
                'Aucun panel d’utilisateurs en situation de handicap n’a encore évalué le site.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'limitations',
      heading: 'Limites connues',
      blocks: [
        {
          kind: 'text',
          text: 'Malgré nos efforts, certaines parties du site web ne sont pas encore pleinement accessibles. Voici les non-conformités que nous connaissons, chacune avec une solution de contournement en attendant sa correction\u00A0:',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Carrousel des derniers articles, page d’accueil',
              detail:
                'Une fois que le carrousel est revenu au début après son dernier article, la ' +
                'touche Tabulation parcourt les articles dans l’ordre de la liste, et non de ' +
                'gauche à droite comme ils sont affichés. Solution de contournement\u00A0: tous ' +
                'les articles sont présentés dans l’ordre sur la page «\u202FInnovations et ' +
                'recherche\u202F» (le blog).',
            },
            {
              term: 'Bandes-annonces des univers',
              detail:
                `Les bandes-annonces sont des extraits de ${number(6)}\u00A0secondes sans son, ` +
                'chacun nommé d’après son univers, mais aucun texte ne décrit ce qu’ils montrent. ' +
                'Solution de contournement\u00A0: le nom et la description de l’univers figurent ' +
                'sous forme de texte sur sa page.',
            },
            {
              term: 'Confirmation après l’envoi d’un formulaire',
              detail:
                'Après un envoi réussi, la confirmation s’affiche au-dessus du bouton d’envoi et ' +
                'peut le repousser juste sous le bas de la fenêtre, hors de la vue alors qu’il ' +
                'conserve le focus. La confirmation elle-même est annoncée. Solution de ' +
                'contournement\u00A0: faites défiler légèrement la page vers le bas pour voir de ' +
                'nouveau le bouton.',
            },
            {
              term: `«\u202FÉchanger avec nous\u202F» sur la page ${p} pour les établissements scolaires`,
              detail:
                'Le bouton ouvre une boîte de dialogue intitulée «\u202FPrendre contact\u202F»\u00A0: ' +
                'les deux noms diffèrent. Solution de contournement\u00A0: aucune n’est nécessaire ' +
                'pour l’utiliser\u202F; la boîte de dialogue contient le formulaire de contact ' +
                'attendu.',
            },
            {
              term: `Onglets de la page ${p} pour les établissements scolaires, sur téléphone`,
              detail:
                `À ${number(390)}\u00A0pixels de large, lorsque la touche Tabulation atteint le ` +
                'panneau des onglets, son bord supérieur se trouve sous l’en-tête fixé en haut ' +
                'de l’écran\u202F; le reste du panneau est visible. Solution de ' +
                'contournement\u00A0: faites défiler légèrement vers le haut, ou tenez le ' +
                'téléphone à l’horizontale.',
            },
            {
              term: 'Calendrier de réservation',
              detail:
                'Le calendrier de «\u202FPlanifier un rendez-vous\u202F» est celui de Calendly, un ' +
                'service tiers\u00A0: nous ne maîtrisons pas son accessibilité et ne l’avons pas ' +
                'testé. Solution de contournement\u00A0: la boîte de dialogue propose aussi un ' +
                `lien vers la page de réservation\u202F; vous pouvez également écrire à ${email} ` +
                'en indiquant les créneaux qui vous conviennent, et nous prendrons le rendez-vous ' +
                'pour vous.',
            },
            {
              term: 'Contenus uniquement en anglais',
              detail:
                'Les listes de thèmes des programmes scolaires et certains articles du blog ' +
                'n’existent qu’en anglais. Ils sont signalés comme étant en anglais, afin que les ' +
                'lecteurs d’écran les lisent en anglais, et la page l’indique dans sa propre ' +
                'langue.',
            },
          ],
        },
      ],
    },
    {
      id: 'compatibility',
      heading: 'Compatibilité avec les navigateurs et les technologies d’assistance',
      blocks: [
        { kind: 'text', text: 'Le site web est conçu pour fonctionner avec\u00A0:' },
        {
          kind: 'list',
          items: [
            'les versions récentes de Chrome, Edge, Firefox et Safari, sur ordinateur, tablette et téléphone\u202F;',
            'les lecteurs d’écran\u00A0: NVDA et JAWS sous Windows, VoiceOver sous macOS, sur iPhone et iPad, et TalkBack sous Android\u202F;',
            `le clavier seul, les logiciels d’agrandissement, le zoom du navigateur jusqu’à ${percent(400)}, et les réglages du système pour réduire les animations et augmenter le contraste.`,
          ],
        },
        {
          kind: 'text',
          text:
            'Il n’est pas conçu pour Internet Explorer ni pour les navigateurs de plus de deux ' +
            'ans environ. Les formulaires, boîtes de dialogue, menus et carrousels nécessitent ' +
            'JavaScript\u202F; le texte et les liens de chaque page figurent dans son code HTML ' +
            'et peuvent être lus sans JavaScript. À ce jour, il n’a été testé que dans Chromium ' +
            '(voir ci-dessus).',
        },
      ],
    },
    {
      id: 'technical-specifications',
      heading: 'Spécifications techniques',
      blocks: [
        {
          kind: 'text',
          text: 'L’accessibilité du site web repose sur les technologies suivantes, qui doivent fonctionner avec votre navigateur et toute technologie d’assistance installée sur votre appareil\u00A0:',
        },
        {
          kind: 'list',
          items: [
            'HTML, pour la structure et la signification de chaque page\u202F;',
            'CSS, pour sa mise en page et sa présentation\u202F;',
            'WAI-ARIA, pour les rôles, noms et états des menus, boîtes de dialogue, onglets et carrousels\u202F;',
            'JavaScript, pour ce qui réagit à vos actions.',
          ],
        },
        {
          kind: 'text',
          text: 'Ces technologies sont nécessaires à la conformité aux WCAG 2.2.',
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Retour d’information et contact',
      blocks: [
        {
          kind: 'text',
          text:
            `Vos retours sur l’accessibilité de ${p} sont les bienvenus. Si vous rencontrez un ` +
            'obstacle, relevez une erreur sur cette page ou avez besoin de l’un de nos contenus ' +
            `dans un autre format, écrivez à ${email}.`,
        },
        {
          kind: 'text',
          text:
            'Il nous est utile de savoir sur quelle page vous vous trouviez, ce que vous ' +
            'cherchiez à faire, ainsi que le navigateur et, le cas échéant, la technologie ' +
            'd’assistance que vous utilisez.',
        },
        {
          kind: 'text',
          text: `Nous répondons dans un délai de ${number(5)}\u00A0jours ouvrés.`,
        },
      ],
    },
    {
      id: 'about-this-statement',
      heading: 'Établissement de cette déclaration',
      blocks: [
        {
          kind: 'text',
          text:
            `Cette déclaration a été établie le ${longDate(statementDate)}. Elle repose sur une ` +
            `auto-évaluation réalisée par l’équipe ${p}\u00A0: les tests automatisés décrits ` +
            'ci-dessus, exécutés à chaque modification, et le parcours au clavier effectué le ' +
            'même jour.',
        },
        {
          kind: 'text',
          text:
            `Elle a été révisée pour la dernière fois le ${longDate(reviewDate)}. Nous la ` +
            'révisons chaque fois qu’une modification du site a une incidence sur ' +
            'l’accessibilité, et au moins une fois par an.',
        },
      ],
    },
  ],
}
