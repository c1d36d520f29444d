import { LEGAL_VERSIONS, type LegalText } from '../legal-types';

const text: LegalText = {
  id: 'waiver',
  version: LEGAL_VERSIONS.waiver,
  lang: 'fr',
  title: 'Décharge de responsabilité, renonciation et acceptation des risques',
  templateNotice:
    'Modèle : ce texte en langage clair est un point de départ. Canadian Blind Hockey doit le faire vérifier par son avocat et le remplacer avant de l’utiliser.',
  sections: [
    {
      heading: '1. Les parties à l’entente',
      paragraphs: [
        'Cette entente est conclue entre Canadian Blind Hockey (« l’organisme », y compris ses administrateurs, employés, entraîneurs, bénévoles et partenaires) et la personne qui fait l’inscription, pour elle-même ou pour une personne à sa charge. Si la personne participante a moins de 18 ans, son parent ou tuteur légal signe en son nom.',
      ],
    },
    {
      heading: '2. Le hockey comporte de vrais risques',
      paragraphs: [
        'Le hockey pour personnes aveugles ou ayant une déficience visuelle est un sport physique qui se joue sur glace, avec des contacts limités. Des blessures peuvent survenir même quand tout le monde respecte les règles : coupures, entorses, fractures, commotions cérébrales et, rarement, blessures graves ou permanentes.',
        'Les risques comprennent les chutes sur la glace, les contacts avec d’autres joueurs, la bande, les filets, les bâtons ou la rondelle, un bris d’équipement et l’état de la patinoire. Une personne qui voit peu ou pas du tout peut ne pas voir venir un danger.',
      ],
    },
    {
      heading: '3. Ce que j’accepte',
      paragraphs: [
        'Je comprends ces risques et je choisis de participer, ou de laisser la personne participer. J’accepte les risques qui font partie du sport.',
        'Je confirme que la personne est en assez bonne santé pour participer et que j’ai informé l’organisme de tout problème de santé, allergie ou médicament important pour sa sécurité.',
        'Je veillerai à ce que la personne porte l’équipement de protection exigé, dont un casque homologué CSA avec grille complète, et suive les consignes des entraîneurs et des officiels.',
      ],
    },
    {
      heading: '4. Renonciation aux recours',
      paragraphs: [
        'Dans la mesure permise par la loi, je renonce à toute réclamation contre l’organisme pour une blessure, une perte ou un dommage découlant des risques normaux de l’activité. Cette renonciation ne s’applique pas à une faute lourde ou intentionnelle.',
      ],
    },
    {
      heading: '5. Soins médicaux',
      paragraphs: [
        'Si la personne se blesse ou tombe malade et qu’on ne peut pas me joindre, j’autorise l’organisme à faire donner les premiers soins et les soins d’urgence. Je paierai les frais que l’assurance maladie publique ne couvre pas.',
      ],
    },
    {
      heading: '6. Règles et conduite',
      paragraphs: [
        'J’accepte que la personne respecte le code de conduite et les politiques de sport sécuritaire de l’organisme. L’organisme peut retirer une personne dont le comportement met les autres en danger.',
      ],
    },
    {
      heading: '7. Signature',
      paragraphs: [
        'En cochant la case ci-dessous, je confirme avoir lu et compris cette entente et la signer librement. Mon acceptation électronique a la même valeur qu’une signature sur papier.',
      ],
    },
  ],
};
export default text;
