import { LEGAL_VERSIONS, type LegalText } from '../legal-types';

const text: LegalText = {
  id: 'waiver',
  version: LEGAL_VERSIONS.waiver,
  lang: 'en',
  title: 'Release of liability, waiver of claims and assumption of risk',
  templateNotice:
    'Template: this plain-language text is a starting point. Canadian Blind Hockey must have it reviewed by its lawyer and replace it before use.',
  sections: [
    {
      heading: '1. Who this agreement is between',
      paragraphs: [
        'This agreement is between Canadian Blind Hockey (“the organisation”, including its directors, staff, coaches, volunteers and partners) and the person registering, for themselves or for a participant in their care. If the participant is under 18, the parent or legal guardian signs for them.',
      ],
    },
    {
      heading: '2. Hockey has real risks',
      paragraphs: [
        'Blind and partially sighted hockey is a contact-limited but physical sport played on ice. Injuries can happen even when everyone follows the rules, including cuts, sprains, broken bones, concussions and, rarely, serious or permanent injury.',
        'Risks include falls on the ice, contact with other players, boards, nets, sticks or the puck, equipment failure, and the condition of the rink. Players with low or no vision may not see a hazard coming.',
      ],
    },
    {
      heading: '3. What I agree to',
      paragraphs: [
        'I understand these risks and I choose to take part, or to let the participant take part. I accept the risks that are part of the sport.',
        'I confirm the participant is healthy enough to take part, and I have told the organisation about any medical condition, allergy or medication that matters for their safety.',
        'I will make sure the participant wears the required protective equipment, including a CSA-certified helmet with a full face mask, and follows the instructions of coaches and officials.',
      ],
    },
    {
      heading: '4. Release of claims',
      paragraphs: [
        'To the extent the law allows, I give up any claim against the organisation for injury, loss or damage that comes from the normal risks of the activity. This does not apply to gross negligence or deliberate wrongdoing.',
      ],
    },
    {
      heading: '5. Medical care',
      paragraphs: [
        'If the participant is hurt or ill and I cannot be reached, I allow the organisation to arrange first aid and emergency medical care. I am responsible for any cost that public health insurance does not cover.',
      ],
    },
    {
      heading: '6. Rules and conduct',
      paragraphs: [
        'I agree that the participant will follow the organisation’s code of conduct and safe sport policies. The organisation may remove a participant whose behaviour puts others at risk.',
      ],
    },
    {
      heading: '7. Signing',
      paragraphs: [
        'By ticking the box below, I confirm that I have read this agreement, understand it, and sign it freely. My electronic acceptance has the same effect as a signature on paper.',
      ],
    },
  ],
};
export default text;
