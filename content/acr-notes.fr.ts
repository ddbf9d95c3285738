// Les remarques du rapport de conformité en matière d’accessibilité (content/acr/stemverse.yaml)
// en français, par numéro de critère (voir acr-notes.ts). Chacune porte dans `en` l’empreinte du
// texte anglais qu’elle traduit : tests/trust/acr-notes.test.ts signale tout changement de l’anglais.
import type * as en from './acr-notes'
import { formatters } from './format'

const { number, percent, usd } = formatters('fr')

export const acrNotes: typeof en.acrNotes = {
  '1.1.1': {
    en: '66e54879',
    text:
      'Les images ont une alternative textuelle ou sont signalées comme décoratives, ce que ' +
      'vérifie axe sur chaque page. La bande-annonce de la boîte de dialogue «\u202FVoir la ' +
      'bande-annonce\u202F» porte le nom de son univers («\u202FBande-annonce de ' +
      'BioVerse\u202F»).',
  },
  '1.2.1': {
    en: '20e047cc',
    text:
      'Les seules vidéos sont les bandes-annonces des univers\u00A0: des extraits de ' +
      `${number(6)}\u00A0secondes sans son. Le nom et la description de chaque univers ` +
      'figurent sous forme de texte sur sa page, mais aucun texte ne décrit ce que montre la ' +
      'bande-annonce.',
  },
  '1.2.2': {
    en: 'ae2026fd',
    text:
      'Aucune vidéo du site n’a de son (docs/media.md)\u00A0: il n’y a donc rien à ' +
      'sous-titrer.',
  },
  '1.2.3': {
    en: '7446d844',
    text:
      'Il n’y a pas de média synchronisé (vidéo avec son)\u202F; les bandes-annonces muettes ' +
      'relèvent du critère 1.2.1.',
  },
  '1.2.4': {
    en: '9eabf5da',
    text: 'Il n’y a ni audio ni vidéo en direct.',
  },
  '1.2.5': {
    en: '17207018',
    text: 'Il n’y a pas de média synchronisé\u202F; les bandes-annonces sont muettes.',
  },
  '1.3.1': {
    en: 'a946ff8b',
    text:
      'Titres, listes, tableaux, points de repère et champs étiquetés, vérifiés par axe et ' +
      'par les contrôles de la structure des titres sur chaque page, en trois langues\u202F; ' +
      'la page d’accueil garde son unique h1 hors du bandeau rotatif\u202F; les tableaux de ' +
      'la proposition conservent leurs cellules d’en-tête à toutes les largeurs\u202F; un ' +
      `prix barré est lu avant le prix qui le remplace («\u202Favant ${usd(6000)}, désormais ` +
      `${usd(1500)}\u202F»). Les pages du site lui-même satisfont au critère\u202F; il n’est ` +
      'que partiellement satisfait parce que le calendrier de réservation de «\u202FPlanifier ' +
      'un rendez-vous\u202F» est le cadre d’un service tiers, qui n’a pas été évalué (WCAG ' +
      '2.2, section 5.4), avec une solution de contournement à côté.',
  },
  '1.3.2': {
    en: 'f5fad231',
    text:
      'L’ordre de lecture est celui du code, dans les deux sens d’écriture (de droite à ' +
      'gauche en arabe)\u202F; le parcours au clavier l’a suivi avec la touche Tabulation sur ' +
      'chaque page.',
  },
  '1.3.3': {
    en: '5e79f12c',
    text:
      'Les instructions désignent les champs et les boutons par leur texte visible, jamais ' +
      'uniquement par leur forme, leur couleur, leur position ou un son.',
  },
  '1.3.4': {
    en: '7b09a154',
    text:
      'Chaque page fonctionne aux largeurs d’un téléphone et d’un ordinateur, dans les deux ' +
      'orientations\u202F; aucune n’est verrouillée dans l’une d’elles.',
  },
  '1.3.5': {
    en: 'f4e00384',
    text:
      'Les champs qui concernent le visiteur indiquent leur finalité pour la saisie ' +
      'automatique (nom, e-mail, téléphone, organisation, pays).',
  },
  '1.4.1': {
    en: '7b554a72',
    text:
      'Les liens dans le texte sont soulignés\u202F; un champ en erreur le signale par des ' +
      'mots associés au champ, et pas seulement par la couleur.',
  },
  '1.4.2': {
    en: '2df9409e',
    text: 'Aucun son n’est diffusé sur le site\u202F; les bandes-annonces sont muettes.',
  },
  '1.4.3': {
    en: '34f393b3',
    text:
      'Le contraste du texte est vérifié par axe sur chaque page et chaque boîte de dialogue, ' +
      `et mesuré à partir des pixels sur chaque page à ${number(1280)}\u00A0pixels, en trois ` +
      'langues\u00A0: tout le texte du premier écran, puis, plus bas, chaque texte posé sur ' +
      'un dégradé ou une image, ou rempli d’un dégradé, par rapport à chaque pixel situé ' +
      `derrière ses lettres (${number(4.5)}:1, et ${number(3)}:1 pour le texte de grande ` +
      'taille\u202F; un remplissage en dégradé, avec chacune de ses couleurs).',
  },
  '1.4.4': {
    en: '51922df6',
    text:
      'La taille du texte est définie en unités relatives\u202F; avec un zoom de ' +
      `${percent(400)} (${number(320)}\u00A0pixels CSS), rien n’oblige à faire défiler ` +
      'horizontalement.',
  },
  '1.4.5': {
    en: '7f8d6623',
    text: 'Le texte est du texte\u202F; la seule image de texte est le logo.',
  },
  '1.4.10': {
    en: '95ed5bdd',
    text:
      `Chaque page, en trois langues, tient dans ${number(320)}\u00A0pixels CSS (zoom de ` +
      `${percent(400)}) sans défilement horizontal et sans rien de coupé d’un côté ni de ` +
      'l’autre, de droite à gauche compris\u202F; il en va de même du menu de l’en-tête et de ' +
      `chaque boîte de dialogue, ouverts à ${number(320)} sur ${number(700)}\u00A0pixels. La ` +
      `proposition tient dans ${number(320)}, ${number(390)} et ${number(1280)}\u00A0pixels, ` +
      'quels que soient les choix effectués\u202F; son tableau de la licence, un tableau de ' +
      'données de cinq colonnes, défile sur téléphone dans son propre cadre, nommé et ' +
      'atteignable au clavier, comme le critère le permet pour les tableaux de données.',
  },
  '1.4.11': {
    en: '9185e476',
    text:
      `L’indicateur de focus présente un contraste mesuré d’au moins ${number(3)}:1 avec ce ` +
      'qui l’entoure, sur un échantillon de pages et une boîte de dialogue\u202F; les ' +
      'bordures des champs et les commandes sont vérifiées par axe.',
  },
  '1.4.12': {
    en: '76df9f83',
    text:
      'Chaque page en trois langues, le menu et chaque boîte de dialogue sont testés avec ' +
      `l’espacement du critère (hauteur de ligne de ${number(1.5)}, paragraphes espacés de ` +
      `${number(2)}\u00A0em, espacement des lettres de ${number(0.12)}\u00A0em, espacement ` +
      `des mots de ${number(0.16)}\u00A0em\u202F; l’arabe, écriture aux lettres liées, sans ` +
      `l’espacement des lettres) à ${number(1280)} et à ${number(320)}\u00A0pixels\u00A0: ` +
      'aucun texte n’est coupé par son cadre ni n’en dépasse, aucun texte n’est dessiné sur ' +
      'un autre et aucune page ne défile horizontalement.',
  },
  '1.4.13': {
    en: '8c3bc1cf',
    text:
      'Les menus s’ouvrent au clic ou au clavier, pas au survol, restent ouverts pendant que ' +
      'le pointeur se déplace dessus et se ferment avec la touche Échap. Le site n’a pas ' +
      'd’infobulles.',
  },
  '2.1.1': {
    en: '2968bdf4',
    text:
      'Chaque parcours du site fonctionne au clavier (menus, boîtes de dialogue, carrousels, ' +
      'formulaires, recherches, onglets). Le calendrier de réservation, dans le cadre de ' +
      '«\u202FPlanifier un rendez-vous\u202F», appartient à un service tiers et n’a pas été ' +
      'testé\u202F; la boîte de dialogue propose un lien vers la page de réservation et une ' +
      'adresse e-mail.',
  },
  '2.1.2': {
    en: '9e20b40e',
    text:
      'Chaque boîte de dialogue se ferme avec la touche Échap et rend le focus à l’élément ' +
      'qui l’a ouverte\u202F; aucune partie des pages du site lui-même ne retient le focus. ' +
      'Dans le cadre du service tiers de «\u202FPlanifier un rendez-vous\u202F», cela n’a pas ' +
      'été testé.',
  },
  '2.1.4': {
    en: 'ed376798',
    text: 'Le site ne définit aucun raccourci clavier.',
  },
  '2.2.1': {
    en: '6b0e07a4',
    text:
      'Rien de ce que fait le visiteur n’est soumis à une limite de temps. Un envoi qui ' +
      'échoue ou expire conserve toutes les valeurs saisies\u00A0: un nouvel essai ne demande ' +
      'qu’un clic.',
  },
  '2.2.2': {
    en: 'c033def6',
    text:
      'Les carrousels ont une commande de pause, s’arrêtent tant que le pointeur ou le focus ' +
      's’y trouve, et restent immobiles lorsque le visiteur préfère réduire les animations. ' +
      'La commande du carrousel des univers arrête et relance aussi ses bandes-annonces, qui ' +
      'ne jouent que pendant qu’il tourne. Toute autre animation de la page d’accueil ' +
      `s’arrête en ${number(5)}\u00A0secondes au plus (le reflet qui parcourt les ` +
      'emplacements du blog passe trois fois).',
  },
  '2.3.1': {
    en: '1b520955',
    text:
      'Rien ne clignote\u202F; les bandes-annonces ont été vérifiées image par image lors de ' +
      'leur création.',
  },
  '2.4.1': {
    en: 'e46a4e64',
    text:
      'Un lien d’évitement, le premier élément qu’atteint la touche Tabulation sur chaque ' +
      'page, place le focus sur le contenu principal.',
  },
  '2.4.2': {
    en: 'c7332589',
    text: 'Chaque page a son propre titre, dans sa langue.',
  },
  '2.4.3': {
    en: '268ac444',
    text:
      'Le focus suit l’ordre de la page, entre dans les boîtes de dialogue et en revient. Une ' +
      'fois que le carrousel des derniers articles de la page d’accueil est revenu au début, ' +
      'la touche Tabulation suit l’ordre de la liste plutôt que l’ordre affiché à l’écran.',
  },
  '2.4.4': {
    en: 'fce1b5fa',
    text:
      'Chaque lien a un nom (vérifié par axe sur chaque page) qui indique où il mène, avec ' +
      'son contexte.',
  },
  '2.4.5': {
    en: 'ae25f05d',
    text:
      'Chaque page est accessible depuis les menus de l’en-tête, le pied de page et le plan ' +
      'du site.',
  },
  '2.4.6': {
    en: 'fb10f1e0',
    text:
      'Chaque page a un seul titre principal et ne saute aucun niveau de titre\u202F; chaque ' +
      'champ et chaque boîte de dialogue ont une étiquette.',
  },
  '2.4.7': {
    en: '8ffab2c0',
    text: 'Chaque élément qui peut recevoir le focus affiche le même contour, doré et sombre.',
  },
  '2.4.11': {
    en: 'c724f838',
    text:
      'Après un envoi réussi, la confirmation peut repousser le bouton d’envoi, qui a le ' +
      'focus, juste sous le bas de la fenêtre. À la largeur d’un téléphone, le bord supérieur ' +
      'du panneau des onglets de la page pour les établissements scolaires passe sous ' +
      'l’en-tête fixe.',
  },
  '2.5.1': {
    en: '9930b328',
    text:
      'Chaque carrousel que l’on peut faire défiler d’un geste a aussi des boutons ' +
      '«\u202Fprécédent\u202F», «\u202Fsuivant\u202F» et un bouton par diapositive.',
  },
  '2.5.2': {
    en: '1d2c47a8',
    text:
      'Les commandes sont des boutons et des liens natifs, qui agissent quand le pointeur est ' +
      'relâché.',
  },
  '2.5.3': {
    en: '4b2ae77a',
    text:
      'Le nom accessible de chaque commande commence par les mots qu’elle affiche\u00A0: le ' +
      'sélecteur de langue de l’en-tête, qui affiche «\u202FFR\u202F», s’appelle «\u202FFR, ' +
      'Langue\u00A0: Français\u202F». La règle label-content-name-mismatch d’axe le vérifie ' +
      'sur chaque page, et un test dédié lit le nom du sélecteur.',
  },
  '2.5.4': {
    en: 'a3f85164',
    text: 'Rien ne réagit au mouvement ni à la secousse de l’appareil.',
  },
  '2.5.7': {
    en: 'e2ca4d5e',
    text:
      'Faire glisser un carrousel n’est jamais le seul moyen de le faire défiler\u00A0: ' +
      'chacun a des boutons.',
  },
  '2.5.8': {
    en: '01b2fd96',
    text:
      `Les cibles mesurent au moins ${number(24)} sur ${number(24)}\u00A0pixels CSS, ou sont ` +
      'espacées comme le critère le permet\u202F; les liens dans le texte en sont exemptés.',
  },
  '3.1.1': {
    en: '69b96474',
    text:
      'Chaque page déclare sa langue (en, es, ar ou fr, avec le sens de droite à gauche pour ' +
      'l’arabe).',
  },
  '3.1.2': {
    en: '212e8773',
    text:
      'Les contenus uniquement en anglais (les listes de thèmes des programmes scolaires, ' +
      'certains articles du blog) sont signalés comme étant en anglais.',
  },
  '3.2.1': {
    en: '355961d2',
    text: 'Le focus seul n’ouvre, n’envoie et ne déplace jamais rien.',
  },
  '3.2.2': {
    en: '77cfee7a',
    text:
      'La saisie dans un champ le vérifie et peut filtrer une liste, mais n’envoie jamais de ' +
      'formulaire et ne change jamais de page.',
  },
  '3.2.3': {
    en: 'e8ace3ce',
    text:
      'L’en-tête, ses menus et le pied de page sont les mêmes, dans le même ordre, sur chaque ' +
      'page.',
  },
  '3.2.4': {
    en: '610bb2a1',
    text:
      'Les commandes qui font la même chose portent le même nom, sauf «\u202FÉchanger avec ' +
      'nous\u202F», sur la page pour les établissements scolaires, qui ouvre une boîte de ' +
      'dialogue intitulée «\u202FPrendre contact\u202F».',
  },
  '3.2.6': {
    en: '74b41011',
    text:
      'Le bouton «\u202FPrendre contact\u202F» de l’en-tête et l’adresse e-mail du pied de ' +
      'page sont au même endroit sur chaque page.',
  },
  '3.3.1': {
    en: 'a2240ea9',
    text:
      'Un champ en erreur est signalé comme non valide et indique ce qui ne va pas, par des ' +
      'mots qui lui sont associés.',
  },
  '3.3.2': {
    en: 'c8aef15d',
    text: 'Chaque champ a une étiquette visible\u202F; les champs obligatoires sont signalés.',
  },
  '3.3.3': {
    en: '9540d808',
    text:
      'Les messages d’erreur indiquent ce qui est attendu (un format, une longueur, un ' +
      'choix).',
  },
  '3.3.4': {
    en: 'd2e4450b',
    text:
      'Aucun formulaire n’engage juridiquement ou financièrement, ne modifie des données ' +
      'enregistrées du visiteur ni ne soumet les réponses d’un examen\u00A0: les formulaires ' +
      'envoient des demandes et des candidatures auxquelles l’équipe répond.',
  },
  '3.3.7': {
    en: 'f5ba77e0',
    text:
      'Un envoi qui échoue conserve toutes les valeurs saisies\u202F; la proposition transmet ' +
      'le nom de l’établissement et les choix effectués au formulaire de contact.',
  },
  '3.3.8': {
    en: '601dc0f1',
    text: 'Le site ne demande jamais de se connecter.',
  },
  '4.1.2': {
    en: '05ae7995',
    text:
      'Éléments natifs et modèles du guide des pratiques de création ARIA (boîte de dialogue, ' +
      'contenu dépliable, onglets, accordéon, carrousel, liste déroulante avec saisie), ' +
      'vérifiés par axe sur chaque page et chaque boîte de dialogue\u00A0: l’attribut ' +
      'aria-controls de chaque onglet désigne un panneau de la page\u202F; le point du ' +
      'carrousel qui correspond à la diapositive affichée est signalé comme actuel, et non ' +
      'comme désactivé\u202F; le sélecteur de langue est nommé en toutes lettres\u202F; le ' +
      'lecteur de la bande-annonce porte le nom de son univers. Les pages du site lui-même ' +
      'satisfont au critère\u202F; il n’est que partiellement satisfait parce que le cadre du ' +
      'calendrier de réservation appartient à un service tiers et n’a pas été évalué (WCAG ' +
      '2.2, section 5.4), avec une solution de contournement à côté.',
  },
  '4.1.3': {
    en: 'c1a1a08c',
    text:
      'Les résultats de recherche, l’envoi d’un formulaire et l’arrivée sur une nouvelle page ' +
      'sont annoncés sans déplacer le focus lorsque ce n’est pas souhaitable.',
  },
}
