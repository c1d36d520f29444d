import { LEGAL_VERSIONS, type LegalText } from '../legal-types';

const text: LegalText = {
  id: 'concussion',
  version: LEGAL_VERSIONS.concussion,
  lang: 'fr',
  title: 'Reconnaissance de sensibilisation aux commotions cérébrales',
  templateNotice:
    'Modèle : rédigé dans l’esprit de la Loi Rowan de l’Ontario. Canadian Blind Hockey doit le comparer à sa politique sur les commotions et le remplacer avant de l’utiliser.',
  sections: [
    {
      heading: 'Qu’est-ce qu’une commotion cérébrale?',
      paragraphs: [
        'Une commotion cérébrale est une blessure au cerveau. Elle peut être causée par un coup à la tête, au visage ou au cou, ou par un coup au corps qui fait bouger la tête rapidement. Elle ne se voit pas sur une radiographie ni sur un examen d’imagerie.',
      ],
    },
    {
      heading: 'Les signes à surveiller',
      paragraphs: [
        'Mal de tête ou pression dans la tête, étourdissements, nausées ou vomissements, sensation d’être sonné ou « pas comme d’habitude », difficulté à se souvenir ou à se concentrer, émotivité ou irritabilité, sensibilité à la lumière ou au bruit, changements de la vision ou de l’équilibre, troubles du sommeil.',
        'Les signes peuvent apparaître tout de suite ou quelques heures ou jours plus tard. Une personne ayant une déficience visuelle peut remarquer des changements dans sa vision résiduelle ou dans sa façon de repérer la rondelle au son.',
      ],
    },
    {
      heading: 'Retirer, signaler, se reposer',
      paragraphs: [
        'Toute personne qui pourrait avoir une commotion doit arrêter de jouer immédiatement et ne pas revenir au jeu la même journée. Prévenez l’entraîneur ou le soigneur. Composez le 911 en présence de signaux d’alarme : douleur au cou, vomissements répétés, convulsions, mal de tête qui s’aggrave, perte de conscience ou confusion grandissante.',
        'La personne doit consulter un médecin ou une infirmière praticienne. Elle ne peut reprendre le jeu qu’après avoir suivi un plan de retour progressif au sport et obtenu une autorisation médicale.',
      ],
    },
    {
      heading: 'Notre code de conduite',
      paragraphs: [
        'Les joueurs, les parents, les entraîneurs et les officiels s’engagent à jouer franc jeu, à respecter les règles qui interdisent les contacts à la tête et à signaler une commotion possible, chez eux ou chez les autres.',
      ],
    },
    {
      heading: 'Révision annuelle',
      paragraphs: [
        'La Loi Rowan de l’Ontario demande de revoir chaque année les ressources de sensibilisation aux commotions. Nous demandons cette reconnaissance à chaque inscription et en conservons la date.',
      ],
    },
  ],
};
export default text;
