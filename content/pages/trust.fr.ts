// Le Centre de confiance (/fr/trust) : voir trust.ts, les mêmes mots autour des mêmes faits.
import { paths } from '../paths'
import { site } from '../site'
import type { TrustWords } from '../trust-types'

const p = site.productName

export const trust: TrustWords = {
  path: paths.trust,
  title: 'Centre de confiance',
  description: `Ce que le site web ${p} collecte et où ces données vont, les tiers auxquels il fait appel, ce qu’il conserve sur votre appareil, comment il est sécurisé et dans quelle mesure il est accessible\u00A0: tiré du code même du site.`,
  eyebrow: 'Pour les équipes informatiques et achats',
  heading: 'Centre de confiance',
  intro:
    'Les réponses que les équipes informatiques et achats d’un établissement demandent avant de signer, réunies en un seul endroit. Chaque section est produite, lors de la construction du site, à partir du code qui fait le travail\u00A0: elle décrit donc ce que le site fait réellement.',
  builtFor: (date, url) => `Cette page décrit la version du ${date} pour ${url}.`,
  printLabel: 'Imprimer ou enregistrer en PDF',
  contentsLabel: 'Sur cette page',
  sections: {
    forms: {
      heading: 'Ce que collecte chaque formulaire',
      intro:
        'Chaque formulaire, ses champs, la destination de ce que vous saisissez et sa durée de conservation, d’après les définitions mêmes des formulaires. La liste de la Politique de confidentialité provient de la même source.',
      form: 'Formulaire',
      fields: 'Champs',
      goes: 'Destination',
      kept: 'Durée de conservation',
      privacyLink: 'La même liste dans la Politique de confidentialité',
      reads: (days) =>
        `La lecture d’un article du blog n’envoie rien de ce que vous avez saisi. Pour la liste des articles les plus lus, le service compte au plus une lecture par visiteur, par article et par jour\u00A0: il ne reconnaît un lecteur que par un code irréversible calculé à partir de l’adresse IP (pour une adresse IPv6, sa première moitié), de l’article et du jour, avec un secret qui change chaque jour, et il supprime ces codes à la fin de la journée. L’adresse IP n’est jamais enregistrée. Les décomptes quotidiens sont conservés ${days}\u00A0jours.`,
    },
    parties: {
      heading: 'Tiers et sous-traitants ultérieurs',
      intro:
        'Chaque origine externe qu’une page peut contacter. La politique de sécurité des pages autorise exactement celles-ci et aucune autre\u00A0: les deux sont construites à partir de la même configuration.',
      origin: 'Origine',
      what: 'Ce qui est envoyé',
      when: 'Quand',
      why: 'Pourquoi',
      none: 'Aucune\u00A0: toutes les requêtes restent sur l’origine propre du site.',
      uses: {
        api: {
          what: 'Les requêtes d’articles du blog et les formulaires que le service enregistre, avec ce que vous y avez saisi.',
          when: 'Lorsque vous lisez le blog ou envoyez le formulaire de liste d’attente ou d’abonnement.',
          why: 'Dans ce déploiement, le service du site fonctionne sur une autre origine.',
        },
        email: {
          what: 'Les champs des formulaires envoyés par e-mail, sous forme de message à notre équipe.',
          when: 'Uniquement lorsque vous envoyez l’un de ces formulaires.',
          why: 'Pour remettre votre message dans la boîte de réception de notre équipe.',
        },
        geolocation: {
          what: 'Une requête sans contenu\u202F; le service voit votre adresse IP et le type de votre navigateur, et répond par un code de pays.',
          when: 'Une fois par visite, après le chargement de la page.',
          why: 'Pour afficher les prix dans votre devise. La réponse n’est pas enregistrée.',
        },
        schedulingWidget: {
          what: 'Une requête pour le script et les styles de l’outil de prise de rendez-vous.',
          when: 'Uniquement lorsque vous ouvrez «\u202FPlanifier un rendez-vous\u202F».',
          why: 'Pour afficher le calendrier de réservation.',
        },
        schedulingPage: {
          what: 'Ce que vous saisissez dans le calendrier de réservation\u00A0: votre nom, votre adresse e-mail et le créneau choisi.',
          when: 'Uniquement lorsque vous ouvrez «\u202FPlanifier un rendez-vous\u202F» et réservez.',
          why: 'Pour réserver le rendez-vous\u202F; l’outil de prise de rendez-vous nous le transmet.',
        },
      },
      subprocessorsHeading: 'Les sous-traitants ultérieurs que votre navigateur ne voit jamais',
      subprocessorsIntro:
        'Les services qui traitent ce que vous envoyez une fois que cela a quitté votre navigateur, tels que l’exploitant de ce déploiement les déclare.',
      role: 'Rôle',
      provider: 'Prestataire',
      roles: {
        hosting: 'Hébergement du site et de son service',
        database: 'Base de données (liste d’attente, abonnés, boîte d’envoi)',
        emailDelivery: 'Envoi des e-mails',
      },
      selfRun: 'Assuré par l’exploitant lui-même, sans sous-traitant ultérieur.',
      emailNone:
        'Aucun\u00A0: les formulaires envoyés par e-mail sont conservés dans la boîte d’envoi du site lui-même.',
    },
    device: {
      heading: 'Sur votre appareil',
      intro:
        'Ce que votre navigateur conserve pour que le site fonctionne avec une connexion faible. Rien de tout cela n’est envoyé ailleurs ni utilisé pour vous suivre\u202F; le site ne dépose aucun cookie.',
      what: 'Ce qui est conservé',
      limit: 'Limite',
      limits: {
        pages: 'Les pages que vous avez ouvertes',
        images: 'Les images de ces pages',
        fonts: 'Les polices de caractères',
      },
      entries: (count, days) =>
        `Jusqu’à ${count}, chacune pendant ${days}\u00A0jours après son dernier téléchargement`,
      queue: 'Une demande envoyée sans connexion',
      queueLimit: 'Jusqu’à son envoi, ou jusqu’à ce que vous la supprimiez depuis le formulaire',
      clear:
        'Pour tout supprimer, effacez les données de ce site dans les paramètres de site de votre navigateur. Sans connexion, la page hors ligne propose aussi un bouton qui supprime les pages conservées.',
    },
    security: {
      heading: 'Sécurité',
      headersIntro:
        'Les en-têtes que portent chaque page et chaque réponse du service, et le rôle de chacun\u00A0:',
      header: 'En-tête',
      does: 'Son rôle',
      headers: {
        'Strict-Transport-Security':
          'Les navigateurs n’utilisent que HTTPS pour ce site pendant six mois après une visite.',
        'X-Content-Type-Options':
          'Un fichier n’est utilisé que selon le type sous lequel il est servi.',
        'X-Frame-Options': 'Aucun autre site ne peut afficher ces pages dans un cadre.',
        'Referrer-Policy':
          'Les liens vers d’autres sites ne leur indiquent pas de quelle page vous venez.',
        'Cross-Origin-Opener-Policy':
          'Une fenêtre ouverte par un autre site ne peut pas accéder à celle-ci.',
        'Cross-Origin-Resource-Policy':
          'Les autres sites ne peuvent pas intégrer les fichiers de ce site.',
        'Origin-Agent-Cluster':
          'Le navigateur place ce site dans un processus qui lui est propre lorsque c’est possible.',
        'X-DNS-Prefetch-Control': 'Le navigateur ne résout pas à l’avance les adresses des liens.',
        'X-Download-Options':
          'Les anciens navigateurs n’ouvrent pas les téléchargements dans le contexte du site.',
        'X-Permitted-Cross-Domain-Policies':
          'Les modules d’extension ne peuvent pas charger de données depuis ce site.',
        'X-XSS-Protection':
          'Désactive un ancien filtre des navigateurs qui pouvait lui-même être détourné.',
      },
      unknownHeader: 'Voir la configuration du service.',
      policyIntro:
        'Chaque page porte aussi une Content-Security-Policy\u00A0: rien ne s’exécute ni ne se charge sans y être nommé, et le code en ligne uniquement par l’empreinte (hash) de son texte. Ses directives\u00A0:',
      protectionsHeading: 'Comment les demandes sont protégées',
      protections: [
        'Chaque formulaire est vérifié dans le navigateur, puis de nouveau par le service selon les mêmes règles.',
        'Un champ masqué piège le spam automatisé\u00A0: un formulaire envoyé avec ce champ rempli est refusé.',
        'Les formulaires sont limités par adresse de visiteur (pour une adresse IPv6, par son préfixe /64) et par minute\u202F; seules les origines propres du site peuvent appeler le service.',
        'Le journal du service ne contient jamais de nom, d’adresse e-mail ni de message\u00A0: une erreur y est consignée par son nom et son code.',
      ],
      idempotency: (days) =>
        `Chaque demande porte une clé, pour qu’une demande envoyée deux fois (après une perte de connexion) ne soit enregistrée qu’une seule fois\u202F; la clé est conservée ${days}\u00A0jours.`,
      reportHeading: 'Signaler une vulnérabilité',
      report:
        'Si vous découvrez un problème de sécurité, merci d’écrire à l’adresse ci-dessous en décrivant ce que vous avez trouvé et comment le reproduire, et de nous laisser le temps de le corriger avant d’en parler à d’autres.',
      securityTxt: 'La même chose, pour les outils\u00A0:',
    },
    accessibility: {
      heading: 'Conformité en matière d’accessibilité',
      intro:
        'Notre rapport de conformité en matière d’accessibilité (Accessibility Conformance Report), au format VPAT 2.5 (édition WCAG 2.2) et OpenACR\u00A0: chaque critère de succès des niveaux A et AA, avec son degré de prise en charge. Un critère marqué «\u202FPris en charge\u202F» indique les tests qui le vérifient ou la revue qui l’a vérifié. Les remarques sont en anglais, langue dans laquelle le rapport est rédigé.',
      download: 'Télécharger le rapport (OpenACR, YAML)',
      criterion: 'Critère',
      level: 'Niveau',
      conformance: 'Conformité',
      remarks: 'Remarques',
      levels: {
        supports: 'Pris en charge',
        'partially-supports': 'Partiellement pris en charge',
        'does-not-support': 'Non pris en charge',
        'not-applicable': 'Sans objet',
      },
      statement:
        'La Déclaration d’accessibilité explique les limites connues, avec une solution de contournement pour chacune.',
      counts: 'critères',
    },
  },
}
