import { LEGAL_VERSIONS, type LegalText } from '../legal-types';

const text: LegalText = {
  id: 'concussion',
  version: LEGAL_VERSIONS.concussion,
  lang: 'en',
  title: 'Concussion awareness acknowledgment',
  templateNotice:
    'Template: written in the spirit of Ontario’s Rowan’s Law. Canadian Blind Hockey must check it against its concussion policy and replace it before use.',
  sections: [
    {
      heading: 'What a concussion is',
      paragraphs: [
        'A concussion is a brain injury. It can be caused by a hit to the head, face or neck, or by a hit to the body that makes the head move quickly. You cannot see a concussion on an X-ray or a scan.',
      ],
    },
    {
      heading: 'Signs to watch for',
      paragraphs: [
        'Headache or pressure in the head, dizziness, nausea or vomiting, feeling dazed or “not right”, trouble remembering or concentrating, being more emotional or irritable, sensitivity to light or noise, changes in vision or balance, and trouble sleeping.',
        'Signs can appear right away or hours or days later. Players with a visual impairment may notice changes in their remaining vision or in how they use sound to find the puck.',
      ],
    },
    {
      heading: 'Remove, report, rest',
      paragraphs: [
        'Anyone who may have a concussion must stop playing right away and must not return that day. Tell the coach or trainer. Call 911 for red flags: neck pain, repeated vomiting, seizure, worsening headache, loss of consciousness or increasing confusion.',
        'The person should see a doctor or nurse practitioner. They may return to play only after following a gradual return-to-sport plan and receiving medical clearance.',
      ],
    },
    {
      heading: 'Our code of conduct',
      paragraphs: [
        'Players, parents, coaches and officials commit to play fairly, respect the rules that prevent head contact, and report a possible concussion in themselves or others.',
      ],
    },
    {
      heading: 'Yearly review',
      paragraphs: [
        'Ontario’s Rowan’s Law asks that concussion awareness resources be reviewed every year. We ask for this acknowledgment with each registration and keep the date on file.',
      ],
    },
  ],
};
export default text;
