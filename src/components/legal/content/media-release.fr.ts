import { LEGAL_VERSIONS, type LegalText } from '../legal-types';

const text: LegalText = {
  id: 'media',
  version: LEGAL_VERSIONS.media,
  lang: 'fr',
  title: 'Autorisation de photos, de vidéos et de diffusion',
  templateNotice:
    'Modèle : ce texte en langage clair est un point de départ. Canadian Blind Hockey doit le faire vérifier et le remplacer avant de l’utiliser.',
  sections: [
    {
      heading: '1. Ce que nous enregistrons',
      paragraphs: [
        'Pendant les programmes, les matchs et les événements, Canadian Blind Hockey et les personnes qui travaillent pour l’organisme peuvent prendre des photos, des vidéos et des enregistrements sonores, et réaliser des entrevues avec les participants.',
      ],
    },
    {
      heading: '2. L’usage que nous en faisons',
      paragraphs: [
        'Nous utilisons ces enregistrements pour faire connaître le hockey pour personnes aveugles : sur notre site Web et nos réseaux sociaux, dans nos infolettres, nos rapports aux bailleurs de fonds, nos affiches et dans les médias. Nous ne les vendons jamais.',
        'Nous pouvons indiquer le prénom et l’équipe de la personne. Nous ne publions jamais son adresse, sa date de naissance, ses renseignements médicaux ni ses coordonnées.',
      ],
    },
    {
      heading: '3. Votre autorisation',
      paragraphs: [
        'En acceptant, vous autorisez l’organisme à utiliser les enregistrements de la personne à ces fins, sans rémunération, au Canada et ailleurs, tant qu’ils restent utiles.',
        'Il n’est pas toujours possible de retirer ce qui est déjà imprimé ou publié, mais vous pouvez nous demander en tout temps de ne plus utiliser un enregistrement dans de nouveaux documents. Écrivez-nous et nous respecterons votre demande.',
      ],
    },
    {
      heading: '4. Accessibilité',
      paragraphs: [
        'Quand nous publions des photos ou des vidéos, nous ajoutons des descriptions textuelles ou de la vidéodescription lorsque c’est possible, pour que toute notre communauté puisse en profiter.',
      ],
    },
    {
      heading: '5. Signature',
      paragraphs: [
        'En cochant la case ci-dessous, je confirme avoir lu et compris cette autorisation et la donner librement.',
      ],
    },
  ],
};
export default text;
