import { LEGAL_VERSIONS, type LegalText } from '../legal-types';

const text: LegalText = {
  id: 'media',
  version: LEGAL_VERSIONS.media,
  lang: 'en',
  title: 'Photo, video and media release',
  templateNotice:
    'Template: this plain-language text is a starting point. Canadian Blind Hockey must have it reviewed and replace it before use.',
  sections: [
    {
      heading: '1. What we record',
      paragraphs: [
        'During programs, games and events, Canadian Blind Hockey and people working for it may take photos, video and audio recordings, and may interview participants.',
      ],
    },
    {
      heading: '2. How we use it',
      paragraphs: [
        'We use these recordings to share the story of blind hockey: on our website and social media, in newsletters, reports to funders, posters and the news media. We do not sell them.',
        'We may show the participant’s first name and team. We never publish a participant’s home address, date of birth, medical information or contact details.',
      ],
    },
    {
      heading: '3. Your permission',
      paragraphs: [
        'By agreeing, you allow the organisation to use recordings of the participant for these purposes, without payment, in Canada and elsewhere, for as long as they remain useful.',
        'Recordings already printed or published cannot always be recalled, but you may ask us at any time to stop using a recording in new material. Write to us and we will respect your request.',
      ],
    },
    {
      heading: '4. Accessibility',
      paragraphs: [
        'When we publish photos or video, we add text descriptions or described video where we can, so that everyone in our community can enjoy them.',
      ],
    },
    {
      heading: '5. Signing',
      paragraphs: [
        'By ticking the box below, I confirm that I have read and understood this release and give my permission freely.',
      ],
    },
  ],
};
export default text;
