// La Politique de confidentialité (voir privacy.ts : même forme, mêmes faits).
import { retention } from '../facts'
import { formatters } from '../format'
import { inEveryLanguage } from '../language-names.fr'
import { paths } from '../paths'
import { site } from '../site'
import type { DocumentPage } from '../types'
import { deviceSection } from './privacy-device.fr'

const p = site.productName
const email = site.contactEmail
const { number } = formatters('fr')
const updated = '2026-11-29'

export const page: DocumentPage = {
  path: paths.privacy,
  theme: 'info',
  title: 'Politique de confidentialité',
  description:
    `Les données que le site web ${p} collecte au moyen de ses formulaires, à quelles fins, ` +
    'à qui elles sont transmises et pendant combien de temps, les services concernés, et ' +
    'comment consulter, rectifier ou effacer vos données.',
  eyebrow: 'Confidentialité',
  heading: 'Politique de confidentialité',
  intro:
    'Nous ne collectons que ce que vous saisissez dans nos formulaires, et ne l’utilisons que ' +
    'pour donner suite à votre demande. La présente politique précise ce que collecte chaque ' +
    'formulaire, à qui ces données sont transmises, combien de temps nous les conservons et ' +
    'quels sont vos droits.',
  dates: [{ label: 'Dernière mise à jour', date: updated }],
  contentsLabel: 'Sur cette page',
  sections: [
    {
      id: 'summary',
      heading: 'En bref',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nous ne collectons que ce que vous saisissez dans l’un de nos formulaires, et l’utilisons pour vous répondre, pour examiner votre demande ou pour vous tenir informé(e) comme vous l’avez demandé.',
            'Le site web ne dépose aucun cookie. Pour qu’il fonctionne sans connexion, votre navigateur conserve sur votre appareil les pages que vous lisez et toute demande en attente d’envoi, et vous pouvez les effacer à tout moment. Aucun outil de mesure d’audience, de publicité ou de suivi des réseaux sociaux n’est utilisé.',
            'Pour choisir la devise dans laquelle les prix sont affichés, votre navigateur demande à un service de géolocalisation dans quel pays il se trouve. Nous ne conservons pas la réponse.',
            'Nous ne vendons pas vos données et ne les partageons pas à des fins publicitaires.',
            `Vous pouvez à tout moment nous demander d’accéder aux données que nous détenons à votre sujet, de les rectifier ou de les effacer\u00A0: écrivez à ${email}.`,
          ],
        },
      ],
    },
    {
      id: 'who-we-are',
      heading: 'Qui sommes-nous\u202F?',
      blocks: [
        {
          kind: 'text',
          text:
            `La présente politique s’applique au site web ${p}, ${inEveryLanguage}. ${p} ` +
            `(${site.location}) détermine la manière dont les ` +
            'données que vous nous transmettez sont utilisées\u00A0: au sens de la ' +
            'réglementation relative à la protection des données, nous en sommes le ' +
            'responsable du traitement.',
        },
        {
          kind: 'text',
          text: `Pour toute question relative à vos données, ou pour exercer l’un de vos droits, écrivez à ${email}.`,
        },
        {
          kind: 'link',
          text: 'Le Centre de confiance répond aux mêmes questions pour les équipes informatiques et achats d’un établissement, à partir du code même du site\u00A0: Centre de confiance',
          to: paths.trust,
        },
      ],
    },
    {
      id: 'why',
      heading: 'Finalités et bases légales',
      blocks: [
        {
          kind: 'text',
          text: 'Nous utilisons vos données uniquement pour la finalité pour laquelle vous nous les avez communiquées, sur les bases légales suivantes\u00A0:',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'Réponse aux demandes, demandes de démonstration, demandes de subvention et propositions de partenariat',
              detail:
                'L’exécution de mesures précontractuelles prises à votre demande, et notre ' +
                'intérêt légitime à répondre aux personnes qui nous écrivent.',
            },
            {
              term: 'Information sur les nouveaux articles du blog',
              detail:
                'Votre consentement, donné en cochant la case du formulaire Recevoir les nouveautés. Vous ' +
                'pouvez le retirer à tout moment.',
            },
            {
              term: 'La liste d’attente',
              detail: `Votre consentement, donné lorsque vous demandez à être prévenu(e) de l’ouverture de ${p} pour les particuliers. Vous pouvez quitter la liste à tout moment.`,
            },
            {
              term: 'Sécurité du site web et de vos messages',
              detail:
                'Notre intérêt légitime à protéger le site contre les abus\u00A0: les limites de ' +
                'requêtes et les rapports de sécurité décrits ci-dessous.',
            },
            {
              term: 'Choix de la devise des prix',
              detail:
                'Notre intérêt légitime à afficher des prix compréhensibles d’un coup d’œil. Le ' +
                'pays n’est pas conservé.',
            },
          ],
        },
      ],
    },
    {
      id: 'where-it-goes',
      heading: 'Destinataires de vos données',
      blocks: [
        {
          kind: 'text',
          text: 'Nous ne faisons appel à aucun service autre que ceux indiqués ci-dessous. Chacun ne reçoit que ce qui lui est nécessaire.',
        },
      ],
      parts: [
        {
          id: 'email-service',
          heading: 'Formulaires envoyés par e-mail\u00A0: EmailJS',
          blocks: [
            {
              kind: 'text',
              text:
                `Les ${number(9)} formulaires envoyés sous forme d’e-mail sont transmis depuis ` +
                'votre navigateur à EmailJS, un service d’envoi d’e-mails, qui les remet dans la ' +
                'boîte de réception de notre équipe. EmailJS ne traite le message qu’aux fins de ' +
                'sa remise, conformément à sa propre politique de confidentialité.',
            },
            {
              kind: 'text',
              text:
                'Lorsque le site fonctionne sans service d’envoi d’e-mails configuré, notre ' +
                'propre service reçoit ces messages à la place et les conserve dans sa boîte ' +
                'd’envoi (voir la partie suivante).',
            },
          ],
        },
        {
          id: 'our-service',
          heading: 'Notre propre service et notre base de données',
          blocks: [
            {
              kind: 'list',
              items: [
                'La liste d’attente et la liste de diffusion des nouveaux articles du blog sont conservées dans notre base de données, à raison d’une entrée par adresse e-mail\u00A0: envoyer à nouveau la même adresse ne modifie rien. Aucune page ni adresse du site web ne les affiche.',
                'La boîte d’envoi, lorsqu’elle est utilisée, conserve chaque message avec son heure d’arrivée. Elle ne peut être consultée qu’au moyen d’une clé détenue par notre équipe.',
                'Lorsque vous ouvrez un article du blog, nous comptons au plus une lecture de cet article par visiteur et par jour, afin d’établir la liste des articles les plus lus. Pour savoir si vous avez déjà été compté(e) aujourd’hui, notre service conserve un code irréversible calculé à partir de votre adresse IP (pour une adresse IPv6, sa première moitié), de l’article et du jour, avec un secret qui change chaque jour. Il n’enregistre jamais votre adresse IP, ne peut pas la retrouver à partir du code et supprime les codes une fois la journée terminée. Les décomptes eux-mêmes ne contiennent que l’article, le jour et un nombre.',
                'Le journal de notre service consigne les erreurs avec l’adresse appelée et le type d’erreur, jamais avec un nom, une adresse e-mail ou un message.',
              ],
            },
          ],
        },
        {
          id: 'scheduling-service',
          heading: 'Prise de rendez-vous\u00A0: Calendly',
          blocks: [
            {
              kind: 'text',
              text:
                'La fenêtre «\u202FPlanifier un rendez-vous\u202F» affiche la page de réservation de ' +
                'Calendly, un service de prise de rendez-vous. Ce n’est que lorsque vous l’ouvrez ' +
                'que votre navigateur charge le script et la page de Calendly. Ce que vous y ' +
                'saisissez, comme votre nom, votre adresse e-mail et le créneau choisi, est ' +
                'transmis à Calendly, qui nous communique la réservation, conformément à sa ' +
                'propre politique de confidentialité. Calendly peut utiliser ses propres cookies ' +
                'sur sa page de réservation.',
            },
          ],
        },
        {
          id: 'geolocation-service',
          heading: 'Votre devise\u00A0: ipapi.co',
          blocks: [
            {
              kind: 'text',
              text:
                'Chaque fois que vous ouvrez le site dans votre navigateur (et non à chaque ' +
                'changement de page), une fois la page chargée, votre navigateur demande à ' +
                'ipapi.co, un service de géolocalisation par adresse IP, dans quel pays il se ' +
                'trouve. Comme tout site que votre navigateur contacte, ipapi.co voit votre ' +
                'adresse IP et le type de navigateur que vous utilisez.',
            },
            {
              kind: 'text',
              text:
                'Nous n’utilisons que le code de pays à deux lettres qu’il renvoie, afin de ' +
                'choisir la devise des prix\u00A0: la roupie indienne en Inde, par exemple, et le ' +
                'dollar américain lorsqu’aucune devise locale n’est définie. Le pays reste dans ' +
                'la mémoire de votre navigateur pendant votre visite\u202F; il n’est jamais ' +
                'conservé ni ne nous est transmis. Si ipapi.co ne répond pas dans un délai de ' +
                `${number(3)}\u00A0secondes, les prix sont affichés en dollars américains.`,
            },
          ],
        },
        {
          id: 'security',
          heading: 'Limites de requêtes et rapports de sécurité',
          blocks: [
            {
              kind: 'list',
              items: [
                'Limites de requêtes\u00A0: afin que personne ne puisse saturer nos formulaires, notre service compte le nombre de formulaires envoyés par chaque adresse IP et par minute (une adresse IPv6 est comptée selon sa première moitié, la partie qu’un fournisseur d’accès attribue à un abonné). Il conserve l’adresse IP avec ce décompte pendant une minute\u202F; l’enregistrement expiré est ensuite supprimé la prochaine fois que le service compte une requête.',
                `Rapports de sécurité\u00A0: si votre navigateur bloque un élément sur l’une de nos pages en application de la politique de sécurité du site (sa politique de sécurité du contenu, ou Content Security Policy), il peut nous envoyer un rapport automatique. Nous conservons l’adresse de la page, la règle, l’adresse de l’élément bloqué (jamais la partie qui suit le point d’interrogation), le fichier et la ligne, ainsi que ${number(100)}\u00A0caractères au plus du code bloqué. Nous ne conservons pas votre adresse IP avec ce rapport, sauf pendant une minute afin de limiter le nombre de rapports qu’une même adresse peut envoyer.`,
              ],
            },
          ],
        },
        {
          id: 'links-and-sharing',
          heading: 'Liens et partage',
          blocks: [
            {
              kind: 'text',
              text:
                'Les liens vers nos pages de réseaux sociaux et les boutons de partage des ' +
                'articles du blog sont de simples liens\u00A0: Facebook, X, LinkedIn et les autres ' +
                'ne reçoivent rien, sauf si vous cliquez sur l’un d’eux. Les polices, images et ' +
                'vidéos du site proviennent de nos propres serveurs.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies et stockage dans votre navigateur',
      blocks: [
        {
          kind: 'text',
          text:
            `Le site web ${p} ne dépose aucun cookie et n’utilise ni le stockage local ni le ` +
            'stockage de session\u00A0: c’est pourquoi il ne vous demande rien au sujet des ' +
            'cookies\u202F; ce qu’il conserve pour la lecture hors ligne est décrit dans la ' +
            'section suivante. La seule exception est la page de réservation de Calendly, qui ' +
            'peut déposer ses propres cookies lorsque vous ouvrez «\u202FPlanifier un ' +
            'rendez-vous\u202F».',
        },
      ],
    },
    deviceSection,
    {
      id: 'how-long',
      heading: 'Durées de conservation',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Messages des formulaires envoyés par e-mail (dans notre boîte de réception ou notre boîte d’envoi)',
              detail: `Jusqu’à ${number(retention.emailMonths)}\u00A0mois après notre dernier échange avec vous, sauf s’ils aboutissent à un accord, que nous conservons pendant la durée exigée par la loi.`,
            },
            {
              term: 'La liste de diffusion des nouveaux articles du blog',
              detail: 'Jusqu’à ce que vous nous demandiez de vous en retirer.',
            },
            {
              term: 'La liste d’attente',
              detail: `Jusqu’à ce que nous vous ayons informé(e) de la disponibilité de ${p} pour les particuliers, ou jusqu’à ce que vous nous demandiez de vous en retirer, et pendant ${number(retention.waitlistMonths)}\u00A0mois au plus.`,
            },
            {
              term: 'Limites de requêtes (votre adresse IP)',
              detail:
                'Une minute\u202F; l’enregistrement expiré est supprimé la prochaine fois que le ' +
                'service compte une requête.',
            },
            {
              term: 'Rapports de sécurité',
              detail: `Les ${number(retention.cspReports)} rapports les plus récents\u202F; les plus anciens sont supprimés à mesure que de nouveaux arrivent. Ils ne contiennent aucune adresse IP.`,
            },
            {
              term: 'Votre pays, pour la devise',
              detail:
                'Non conservé\u00A0: il reste dans la mémoire de votre navigateur pendant votre visite.',
            },
            {
              term: 'Décomptes de lectures des articles du blog',
              detail: `Le décompte quotidien de chaque article, pendant ${number(retention.readCountDays)}\u00A0jours\u00A0: la période sur laquelle sont choisis les articles les plus lus. Les codes permettant de savoir si un visiteur a déjà été compté, jusqu’à la fin de la journée concernée (UTC).`,
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Vos droits',
      blocks: [
        {
          kind: 'text',
          text:
            'Où que vous résidiez, vous pouvez nous demander quelles données nous détenons à ' +
            'votre sujet. Lorsque le règlement général sur la protection des données (RGPD, dans ' +
            'l’Union européenne ou au Royaume-Uni) s’applique, vous disposez des droits ' +
            'suivants\u00A0:',
        },
        {
          kind: 'list',
          items: [
            'droit d’accès\u00A0: obtenir une copie des données à caractère personnel que nous détenons à votre sujet\u202F;',
            'droit de rectification\u00A0: les faire corriger si elles sont inexactes ou incomplètes\u202F;',
            'droit à l’effacement\u00A0: les faire supprimer\u202F;',
            'droit à la limitation du traitement\u00A0: en faire restreindre l’utilisation, par exemple le temps qu’une contestation à leur sujet soit résolue\u202F;',
            'droit à la portabilité\u00A0: recevoir les données que vous nous avez fournies dans un format courant et lisible par machine, ou les faire transmettre à un tiers\u202F;',
            'droit d’opposition\u00A0: vous opposer à leur utilisation lorsque celle-ci repose sur notre intérêt légitime\u202F;',
            'droit de retirer votre consentement à tout moment, sans que cela remette en cause la licéité du traitement effectué auparavant.',
          ],
        },
        {
          kind: 'text',
          text:
            `Pour exercer l’un de ces droits, écrivez à ${email}. Nous répondons dans un délai ` +
            'd’un mois et pouvons vous demander de confirmer que l’adresse e-mail vous ' +
            'appartient avant de donner suite.',
        },
        {
          kind: 'text',
          text:
            'Vous avez également le droit d’introduire une réclamation auprès d’une autorité de ' +
            'contrôle en matière de protection des données, notamment dans le pays où vous ' +
            'résidez ou travaillez, ou dans celui où vous estimez que vos droits ont été ' +
            'méconnus. Nous vous serions reconnaissants de nous donner d’abord l’occasion de ' +
            'répondre à votre préoccupation.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Enfants',
      blocks: [
        {
          kind: 'text',
          text:
            `${p} est conçu pour les élèves de 10 à 18\u00A0ans, mais nos formulaires ` +
            's’adressent aux adultes et aux adolescents. Les enfants de moins de 13\u00A0ans ne ' +
            'doivent nous envoyer aucun formulaire eux-mêmes, y compris la liste d’attente de ' +
            `${p} pour les particuliers, qui est destinée aux parents et aux représentants ` +
            'légaux\u00A0: ils doivent demander à un parent, à un représentant légal ou à un ' +
            'enseignant de nous écrire à leur place.',
        },
        {
          kind: 'text',
          text:
            'Nous ne collectons pas sciemment de données à caractère personnel concernant des ' +
            'enfants de moins de 13\u00A0ans, comme l’exige la loi américaine sur la protection ' +
            'de la vie privée des enfants en ligne (Children’s Online Privacy Protection Act, ' +
            'COPPA). Si nous apprenons qu’un enfant de moins de 13\u00A0ans nous a transmis des ' +
            'données, nous les effaçons.',
        },
        {
          kind: 'text',
          text:
            'Un parent ou représentant légal qui pense que son enfant nous a transmis des ' +
            'données peut demander à les consulter et à les faire effacer\u00A0: écrivez à ' +
            `${email} en indiquant le nom et l’adresse e-mail utilisés. Une fois votre qualité ` +
            'de parent ou de représentant légal confirmée, nous effaçons ces données dans un ' +
            `délai de ${number(5)}\u00A0jours ouvrés et vous informons lorsque c’est chose faite.`,
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de la présente politique',
      blocks: [
        {
          kind: 'text',
          text:
            'Si nous modifions les données que nous collectons ou leurs destinataires, nous ' +
            'mettrons à jour la présente politique et sa date avant l’entrée en vigueur de la ' +
            'modification.',
        },
      ],
    },
  ],
}
