-- supabase/schemas (the current schema; supabase/README.md): legal documents, part 3 of 5.

-- Hand-written (supabase/README.md): reference rows. A differ compares structure, not rows, so a change to
-- these texts is a new version published through publish_legal_document, or a migration written by hand.

-- =====================================================================
-- Version 1 of the standard texts, published
-- =====================================================================

-- Inserted as published: the guard trigger (20261125810000) keeps a version
-- and a publication time only while this setting is on, as
-- publish_legal_document sets it (one statement, so one transaction whether
-- or not the migration runs in one).

-- The waiver and the media consent, English and French.
do $publish$
begin
perform set_config('app.publishing_legal_document', 'on', true);

insert into public.legal_documents (kind, language, title, body, version, published_at)
select v.kind, v.language, v.title, v.body, 1, now()
from (values
  ('waiver', 'en', $doc$Release of liability, waiver of claims and assumption of risk$doc$,
$doc$## 1. Who this agreement is between

This agreement is between Canadian Blind Hockey (“the organisation”, including its directors, staff, coaches, volunteers and partners) and the person registering, for themselves or for a participant in their care. If the participant is under 18, the parent or legal guardian signs for them.

## 2. Hockey has real risks

Blind and partially sighted hockey is a contact-limited but physical sport played on ice. Injuries can happen even when everyone follows the rules, including cuts, sprains, broken bones, concussions and, rarely, serious or permanent injury.

Risks include falls on the ice, contact with other players, boards, nets, sticks or the puck, equipment failure, and the condition of the rink. Players with low or no vision may not see a hazard coming.

## 3. What I agree to

I understand these risks and I choose to take part, or to let the participant take part. I accept the risks that are part of the sport.

I confirm the participant is healthy enough to take part, and I have told the organisation about any medical condition, allergy or medication that matters for their safety.

I will make sure the participant wears the required protective equipment, including a CSA-certified helmet with a full face mask, and follows the instructions of coaches and officials.

## 4. Release of claims

To the extent the law allows, I give up any claim against the organisation for injury, loss or damage that comes from the normal risks of the activity. This does not apply to gross negligence or deliberate wrongdoing.

## 5. Medical care

If the participant is hurt or ill and I cannot be reached, I allow the organisation to arrange first aid and emergency medical care. I am responsible for any cost that public health insurance does not cover.

## 6. Rules and conduct

I agree that the participant will follow the organisation’s code of conduct and safe sport policies. The organisation may remove a participant whose behaviour puts others at risk.

## 7. Signing

By ticking the box below, I confirm that I have read this agreement, understand it, and sign it freely. My electronic acceptance has the same effect as a signature on paper.$doc$),
  ('waiver', 'fr', $doc$Décharge de responsabilité, renonciation et acceptation des risques$doc$,
$doc$## 1. Les parties à l’entente

Cette entente est conclue entre Canadian Blind Hockey (« l’organisme », y compris ses administrateurs, employés, entraîneurs, bénévoles et partenaires) et la personne qui fait l’inscription, pour elle-même ou pour une personne à sa charge. Si la personne participante a moins de 18 ans, son parent ou tuteur légal signe en son nom.

## 2. Le hockey comporte de vrais risques

Le hockey pour personnes aveugles ou ayant une déficience visuelle est un sport physique qui se joue sur glace, avec des contacts limités. Des blessures peuvent survenir même quand tout le monde respecte les règles : coupures, entorses, fractures, commotions cérébrales et, rarement, blessures graves ou permanentes.

Les risques comprennent les chutes sur la glace, les contacts avec d’autres joueurs, la bande, les filets, les bâtons ou la rondelle, un bris d’équipement et l’état de la patinoire. Une personne qui voit peu ou pas du tout peut ne pas voir venir un danger.

## 3. Ce que j’accepte

Je comprends ces risques et je choisis de participer, ou de laisser la personne participer. J’accepte les risques qui font partie du sport.

Je confirme que la personne est en assez bonne santé pour participer et que j’ai informé l’organisme de tout problème de santé, allergie ou médicament important pour sa sécurité.

Je veillerai à ce que la personne porte l’équipement de protection exigé, dont un casque homologué CSA avec grille complète, et suive les consignes des entraîneurs et des officiels.

## 4. Renonciation aux recours

Dans la mesure permise par la loi, je renonce à toute réclamation contre l’organisme pour une blessure, une perte ou un dommage découlant des risques normaux de l’activité. Cette renonciation ne s’applique pas à une faute lourde ou intentionnelle.

## 5. Soins médicaux

Si la personne se blesse ou tombe malade et qu’on ne peut pas me joindre, j’autorise l’organisme à faire donner les premiers soins et les soins d’urgence. Je paierai les frais que l’assurance maladie publique ne couvre pas.

## 6. Règles et conduite

J’accepte que la personne respecte le code de conduite et les politiques de sport sécuritaire de l’organisme. L’organisme peut retirer une personne dont le comportement met les autres en danger.

## 7. Signature

En cochant la case ci-dessous, je confirme avoir lu et compris cette entente et la signer librement. Mon acceptation électronique a la même valeur qu’une signature sur papier.$doc$),
  ('media_consent', 'en', $doc$Photo, video and media release$doc$,
$doc$## 1. What we record

During programs, games and events, Canadian Blind Hockey and people working for it may take photos, video and audio recordings, and may interview participants.

## 2. How we use it

We use these recordings to share the story of blind hockey: on our website and social media, in newsletters, reports to funders, posters and the news media. We do not sell them.

We may show the participant’s first name and team. We never publish a participant’s home address, date of birth, medical information or contact details.

## 3. Your permission

By agreeing, you allow the organisation to use recordings of the participant for these purposes, without payment, in Canada and elsewhere, for as long as they remain useful.

Recordings already printed or published cannot always be recalled, but you may ask us at any time to stop using a recording in new material. Write to us and we will respect your request.

## 4. Accessibility

When we publish photos or video, we add text descriptions or described video where we can, so that everyone in our community can enjoy them.

## 5. Signing

By ticking the box below, I confirm that I have read and understood this release and give my permission freely.$doc$),
  ('media_consent', 'fr', $doc$Autorisation de photos, de vidéos et de diffusion$doc$,
$doc$## 1. Ce que nous enregistrons

Pendant les programmes, les matchs et les événements, Canadian Blind Hockey et les personnes qui travaillent pour l’organisme peuvent prendre des photos, des vidéos et des enregistrements sonores, et réaliser des entrevues avec les participants.

## 2. L’usage que nous en faisons

Nous utilisons ces enregistrements pour faire connaître le hockey pour personnes aveugles : sur notre site Web et nos réseaux sociaux, dans nos infolettres, nos rapports aux bailleurs de fonds, nos affiches et dans les médias. Nous ne les vendons jamais.

Nous pouvons indiquer le prénom et l’équipe de la personne. Nous ne publions jamais son adresse, sa date de naissance, ses renseignements médicaux ni ses coordonnées.

## 3. Votre autorisation

En acceptant, vous autorisez l’organisme à utiliser les enregistrements de la personne à ces fins, sans rémunération, au Canada et ailleurs, tant qu’ils restent utiles.

Il n’est pas toujours possible de retirer ce qui est déjà imprimé ou publié, mais vous pouvez nous demander en tout temps de ne plus utiliser un enregistrement dans de nouveaux documents. Écrivez-nous et nous respecterons votre demande.

## 4. Accessibilité

Quand nous publions des photos ou des vidéos, nous ajoutons des descriptions textuelles ou de la vidéodescription lorsque c’est possible, pour que toute notre communauté puisse en profiter.

## 5. Signature

En cochant la case ci-dessous, je confirme avoir lu et compris cette autorisation et la donner librement.$doc$)
) as v(kind, language, title, body);

perform set_config('app.publishing_legal_document', 'off', true);
end;
$publish$;
