-- Registrations point at the legal documents they agreed to (issue 22 points
-- 5-7, decision 0045). Builds on 20261125810000 (public.legal_documents).
--
-- * registrations.waiver_document_id, media_consent_document_id,
--   concussion_document_id: the exact version (and language) of each text
--   agreed to; consent_language: 'fr' when every document recorded is French,
--   'en' otherwise (a program waiver with no French falls back to English).
--   The database stamps them from what is in force at insert time, in the
--   registration's language; the browser may send the ids it SHOWED, and a
--   stale one is refused (consent_version_outdated). Only the server
--   (fulfilment of a paid checkout) passes ids of its own: those the checkout
--   checked and stored when the family accepted.
-- * The first published version of each standard text (the former code files
--   of src/components/legal/content, without their template notice) plus the
--   terms of use and the privacy policy, in English and French.
-- * programs.custom_waiver_text becomes a published 'program_waiver' version 1
--   (English; the French is written on /admin/legal) and the column goes, with
--   the version-string helpers of 20261125000000.
-- * The old *_version strings stay, filled from the documents recorded
--   ('waiver-v1-fr'), so existing screens and exports keep a readable value.
-- * Evidence columns never change after the insert (a guard trigger).

-- =====================================================================
-- Columns
-- =====================================================================

alter table public.registrations
  add column waiver_document_id uuid references public.legal_documents (id) on delete restrict,
  add column media_consent_document_id uuid references public.legal_documents (id) on delete restrict,
  add column concussion_document_id uuid references public.legal_documents (id) on delete restrict,
  add column consent_language text check (consent_language in ('en', 'fr'));

-- Foreign keys (and "who agreed to this version").
create index registrations_waiver_document_id_idx on public.registrations (waiver_document_id);
create index registrations_media_consent_document_id_idx on public.registrations (media_consent_document_id);
create index registrations_concussion_document_id_idx on public.registrations (concussion_document_id);

-- =====================================================================
-- Version 1 of the standard texts, published
-- =====================================================================

-- Inserted as published: the guard trigger (20261125810000) keeps a version
-- and a publication time only while this setting is on, as
-- publish_legal_document sets it (one statement, so one transaction whether
-- or not the migration runs in one).
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

En cochant la case ci-dessous, je confirme avoir lu et compris cette autorisation et la donner librement.$doc$),
  ('concussion_awareness', 'en', $doc$Concussion awareness acknowledgment$doc$,
$doc$## What a concussion is

A concussion is a brain injury. It can be caused by a hit to the head, face or neck, or by a hit to the body that makes the head move quickly. You cannot see a concussion on an X-ray or a scan.

## Signs to watch for

Headache or pressure in the head, dizziness, nausea or vomiting, feeling dazed or “not right”, trouble remembering or concentrating, being more emotional or irritable, sensitivity to light or noise, changes in vision or balance, and trouble sleeping.

Signs can appear right away or hours or days later. Players with a visual impairment may notice changes in their remaining vision or in how they use sound to find the puck.

## Remove, report, rest

Anyone who may have a concussion must stop playing right away and must not return that day. Tell the coach or trainer. Call 911 for red flags: neck pain, repeated vomiting, seizure, worsening headache, loss of consciousness or increasing confusion.

The person should see a doctor or nurse practitioner. They may return to play only after following a gradual return-to-sport plan and receiving medical clearance.

## Our code of conduct

Players, parents, coaches and officials commit to play fairly, respect the rules that prevent head contact, and report a possible concussion in themselves or others.

## Yearly review

Ontario’s Rowan’s Law asks that concussion awareness resources be reviewed every year. We ask for this acknowledgment with each registration and keep the date on file.$doc$),
  ('concussion_awareness', 'fr', $doc$Reconnaissance de sensibilisation aux commotions cérébrales$doc$,
$doc$## Qu’est-ce qu’une commotion cérébrale?

Une commotion cérébrale est une blessure au cerveau. Elle peut être causée par un coup à la tête, au visage ou au cou, ou par un coup au corps qui fait bouger la tête rapidement. Elle ne se voit pas sur une radiographie ni sur un examen d’imagerie.

## Les signes à surveiller

Mal de tête ou pression dans la tête, étourdissements, nausées ou vomissements, sensation d’être sonné ou « pas comme d’habitude », difficulté à se souvenir ou à se concentrer, émotivité ou irritabilité, sensibilité à la lumière ou au bruit, changements de la vision ou de l’équilibre, troubles du sommeil.

Les signes peuvent apparaître tout de suite ou quelques heures ou jours plus tard. Une personne ayant une déficience visuelle peut remarquer des changements dans sa vision résiduelle ou dans sa façon de repérer la rondelle au son.

## Retirer, signaler, se reposer

Toute personne qui pourrait avoir une commotion doit arrêter de jouer immédiatement et ne pas revenir au jeu la même journée. Prévenez l’entraîneur ou le soigneur. Composez le 911 en présence de signaux d’alarme : douleur au cou, vomissements répétés, convulsions, mal de tête qui s’aggrave, perte de conscience ou confusion grandissante.

La personne doit consulter un médecin ou une infirmière praticienne. Elle ne peut reprendre le jeu qu’après avoir suivi un plan de retour progressif au sport et obtenu une autorisation médicale.

## Notre code de conduite

Les joueurs, les parents, les entraîneurs et les officiels s’engagent à jouer franc jeu, à respecter les règles qui interdisent les contacts à la tête et à signaler une commotion possible, chez eux ou chez les autres.

## Révision annuelle

La Loi Rowan de l’Ontario demande de revoir chaque année les ressources de sensibilisation aux commotions. Nous demandons cette reconnaissance à chaque inscription et en conservons la date.$doc$)
,
  ('terms', 'en', $doc$Terms of use of the registration service$doc$,
$doc$## 1. About these terms

These terms apply to the online registration service of Canadian Blind Hockey (“the organisation”, “we”), a Canadian non-profit sports organisation. By creating an account or registering someone for a program, you accept them. If you do not accept them, please do not use the service.

## 2. Your account

You must be at least 18 years old to open an account. You may register yourself and the participants in your care, such as your children. Keep your password to yourself and tell us at once if you think someone else has used your account.

The information you give must be true and kept up to date, in particular the medical information, allergies and emergency contacts we need to keep participants safe.

## 3. Registrations and payments

A registration is confirmed when the organisation approves it or when its payment is received. Prices are in Canadian dollars. Payments are processed by our payment provider; we never see or keep your full card number.

Refunds and cancellations follow the policy shown with each program. If a program is cancelled by the organisation, the amounts paid for it are refunded.

## 4. Agreements

Each registration records the version of the waiver, media consent and concussion awareness texts that you agreed to, in the language you read them in. You can read the text you agreed to at any time from My Registrations.

## 5. Acceptable use

Do not use the service to register people without their permission (or their guardian’s), to enter false information, to access other people’s data or to disrupt the service. We may suspend an account that does so.

## 6. Accessibility

We want the service to work for everyone, including people who use screen readers, magnification or a keyboard only. If something does not work for you, please tell us and we will help you register another way.

## 7. Availability and liability

We do our best to keep the service available and correct, but it may sometimes be interrupted. To the extent the law allows, the organisation is not responsible for indirect losses caused by the use of the service. Nothing in these terms limits your rights under the consumer protection laws of your province.

## 8. Changes

We may update these terms. The new version applies from its publication; the version in force is always available on the site. Important changes will be announced by e-mail or on the site.

## 9. Law and contact

These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. For any question, write to the organisation at the contact address shown on the site.$doc$),
  ('terms', 'fr', $doc$Conditions d’utilisation du service d’inscription$doc$,
$doc$## 1. À propos de ces conditions

Ces conditions s’appliquent au service d’inscription en ligne de Canadian Blind Hockey (« l’organisme », « nous »), un organisme sportif canadien sans but lucratif. En créant un compte ou en inscrivant une personne à un programme, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le service.

## 2. Votre compte

Vous devez avoir au moins 18 ans pour ouvrir un compte. Vous pouvez vous inscrire vous-même et inscrire les participants dont vous avez la charge, comme vos enfants. Gardez votre mot de passe pour vous et prévenez-nous immédiatement si vous croyez que quelqu’un d’autre a utilisé votre compte.

Les renseignements que vous fournissez doivent être exacts et tenus à jour, en particulier les renseignements médicaux, les allergies et les personnes à joindre en cas d’urgence dont nous avons besoin pour assurer la sécurité des participants.

## 3. Inscriptions et paiements

Une inscription est confirmée lorsque l’organisme l’approuve ou lorsque son paiement est reçu. Les prix sont en dollars canadiens. Les paiements sont traités par notre fournisseur de paiement; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.

Les remboursements et les annulations suivent la politique indiquée pour chaque programme. Si l’organisme annule un programme, les montants payés pour celui-ci sont remboursés.

## 4. Ententes

Chaque inscription conserve la version de la renonciation, du consentement relatif aux médias et de la sensibilisation aux commotions cérébrales que vous avez acceptée, dans la langue où vous l’avez lue. Vous pouvez relire en tout temps le texte accepté à partir de Mes inscriptions.

## 5. Utilisation acceptable

N’utilisez pas le service pour inscrire une personne sans sa permission (ou celle de son tuteur), pour fournir de faux renseignements, pour accéder aux données d’autrui ou pour perturber le service. Nous pouvons suspendre un compte qui le fait.

## 6. Accessibilité

Nous voulons que le service fonctionne pour tout le monde, y compris les personnes qui utilisent un lecteur d’écran, un agrandisseur ou uniquement le clavier. Si quelque chose ne fonctionne pas pour vous, dites-le-nous et nous vous aiderons à vous inscrire autrement.

## 7. Disponibilité et responsabilité

Nous faisons de notre mieux pour que le service soit disponible et exact, mais il peut parfois être interrompu. Dans la mesure permise par la loi, l’organisme n’est pas responsable des pertes indirectes causées par l’utilisation du service. Rien dans ces conditions ne limite les droits que vous accordent les lois sur la protection du consommateur de votre province.

## 8. Modifications

Nous pouvons mettre à jour ces conditions. La nouvelle version s’applique dès sa publication; la version en vigueur est toujours accessible sur le site. Les changements importants seront annoncés par courriel ou sur le site.

## 9. Droit applicable et coordonnées

Ces conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Pour toute question, écrivez à l’organisme à l’adresse de contact indiquée sur le site.$doc$),
  ('privacy', 'en', $doc$Privacy policy$doc$,
$doc$## 1. Our commitment

Canadian Blind Hockey (“the organisation”, “we”) protects the personal information it holds in the spirit of Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA) and of Québec’s Act respecting the protection of personal information in the private sector (Law 25). This policy explains what we collect, why, who sees it, how long we keep it and what your rights are.

## 2. What we collect

About the account holder: name, e-mail address, telephone number, preferred language and, if you add one, a profile photo.

About each participant: name, date of birth, address, gender identity (optional), sport information such as vision classification, visual condition, playing experience and position, and emergency contacts.

Health information: allergies, medical conditions and the date of the last concussion awareness acknowledgment. This is sensitive information: we ask for it only to keep participants safe during activities.

About registrations: the programs chosen, answers to program questions, the agreements accepted (which version, in which language, and when) and payment records. Card payments are handled by our payment provider; we do not receive your full card number.

## 3. Why we collect it

To register participants and run programs; to contact you about a registration; to act quickly and safely in an emergency or after an injury; to classify players for fair play; to process payments and refunds; to keep proof of the agreements accepted; and, without identifying anyone, to report on participation to funders and sport bodies.

We do not sell personal information and do not use it for advertising.

## 4. Who sees it

Only the people who need it for their role: the organisation’s administrators; coaches and coordinators, for the participants in the programs they run (names, emergency contacts and the health information needed on the ice); and our service providers (hosting, e-mail and payment), who may process it only on our instructions. Some providers may store information outside Québec or Canada; we choose them for equivalent protection. We share information with emergency services when a person’s safety requires it, or when the law requires it.

## 5. How long we keep it

We keep account and participant information while the account is active. Registration, agreement and payment records are kept for seven years after the end of the program, for legal, insurance and tax purposes. Health information is kept only while it is needed for the participant’s programs. After that, the information is deleted or made anonymous.

## 6. Your rights

You may ask to see the personal information we hold about you or about a participant in your care, to have it corrected, and to withdraw your consent or have information deleted, subject to the records the law requires us to keep. You may update most of it yourself in your profile. You may also file a complaint with the Office of the Privacy Commissioner of Canada or, in Québec, the Commission d’accès à l’information.

## 7. Security

Information is sent over encrypted connections and stored with access limited by role. If an incident creates a risk of serious harm, we will tell the people concerned and the authorities as the law requires.

## 8. Contact

The person in charge of the protection of personal information for the organisation answers any question or request at the contact address shown on the site. We answer within 30 days.$doc$),
  ('privacy', 'fr', $doc$Politique de confidentialité$doc$,
$doc$## 1. Notre engagement

Canadian Blind Hockey (« l’organisme », « nous ») protège les renseignements personnels qu’il détient dans l’esprit de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi 25). Cette politique explique ce que nous recueillons, pourquoi, qui y a accès, combien de temps nous le conservons et quels sont vos droits.

## 2. Ce que nous recueillons

Au sujet du titulaire du compte : nom, adresse courriel, numéro de téléphone, langue préférée et, si vous en ajoutez une, une photo de profil.

Au sujet de chaque participant : nom, date de naissance, adresse, identité de genre (facultative), renseignements sportifs comme la classification visuelle, l’affection visuelle, l’expérience de jeu et la position, ainsi que les personnes à joindre en cas d’urgence.

Renseignements de santé : allergies, problèmes de santé et date de la dernière reconnaissance de sensibilisation aux commotions cérébrales. Ce sont des renseignements sensibles : nous les demandons uniquement pour assurer la sécurité des participants pendant les activités.

Au sujet des inscriptions : les programmes choisis, les réponses aux questions des programmes, les ententes acceptées (quelle version, dans quelle langue et à quel moment) et les dossiers de paiement. Les paiements par carte sont traités par notre fournisseur de paiement; nous ne recevons pas le numéro complet de votre carte.

## 3. Pourquoi nous les recueillons

Pour inscrire les participants et offrir les programmes; pour communiquer avec vous au sujet d’une inscription; pour agir rapidement et de façon sécuritaire en cas d’urgence ou de blessure; pour classer les joueurs afin que le jeu soit équitable; pour traiter les paiements et les remboursements; pour conserver la preuve des ententes acceptées; et, sans identifier personne, pour rendre compte de la participation aux bailleurs de fonds et aux organismes sportifs.

Nous ne vendons pas les renseignements personnels et ne les utilisons pas à des fins publicitaires.

## 4. Qui y a accès

Seules les personnes qui en ont besoin pour leur rôle : les administrateurs de l’organisme; les entraîneurs et les coordonnateurs, pour les participants des programmes dont ils s’occupent (noms, personnes à joindre en cas d’urgence et renseignements de santé nécessaires sur la glace); et nos fournisseurs de services (hébergement, courriel et paiement), qui ne peuvent les traiter que selon nos instructions. Certains fournisseurs peuvent conserver des renseignements à l’extérieur du Québec ou du Canada; nous les choisissons pour une protection équivalente. Nous communiquons des renseignements aux services d’urgence lorsque la sécurité d’une personne l’exige, ou lorsque la loi l’exige.

## 5. Combien de temps nous les conservons

Nous conservons les renseignements du compte et des participants tant que le compte est actif. Les dossiers d’inscription, d’ententes et de paiement sont conservés sept ans après la fin du programme, à des fins juridiques, d’assurance et fiscales. Les renseignements de santé ne sont conservés que le temps nécessaire aux programmes du participant. Ensuite, les renseignements sont supprimés ou rendus anonymes.

## 6. Vos droits

Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet ou au sujet d’un participant dont vous avez la charge, à les faire corriger, et à retirer votre consentement ou à faire supprimer des renseignements, sous réserve des dossiers que la loi nous oblige à conserver. Vous pouvez mettre à jour vous-même la plupart d’entre eux dans votre profil. Vous pouvez aussi porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, de la Commission d’accès à l’information.

## 7. Sécurité

Les renseignements sont transmis par des connexions chiffrées et conservés avec un accès limité selon le rôle. Si un incident crée un risque de préjudice sérieux, nous en informerons les personnes concernées et les autorités, comme la loi l’exige.

## 8. Coordonnées

La personne responsable de la protection des renseignements personnels de l’organisme répond à toute question ou demande à l’adresse de contact indiquée sur le site. Nous répondons dans un délai de 30 jours.$doc$)
) as v(kind, language, title, body);

-- A program's own waiver: its former free text, as version 1 in English (the
-- documents in force fall back to English until a French version is published).
insert into public.legal_documents (kind, program_id, language, title, body, version, published_at)
select 'program_waiver', p.id, 'en', left('Program waiver: ' || p.name, 300), trim(p.custom_waiver_text), 1, now()
from public.programs p
where nullif(trim(coalesce(p.custom_waiver_text, '')), '') is not null;

perform set_config('app.publishing_legal_document', 'off', true);
end;
$publish$;

-- Every standard text has its published version 1 in both languages.
do $check$
begin
  if (select count(*) from public.legal_documents where version = 1 and program_id is null) <> 10 then
    raise exception 'The standard legal documents were not published';
  end if;
end;
$check$;

-- =====================================================================
-- The documents in force
-- =====================================================================

-- The document in force of a kind in a language, else in English (null: none).
create or replace function private.legal_document_in_force_or_english(p_kind text, p_program_id uuid, p_language text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.legal_document_in_force(p_kind, p_program_id, p_language),
                  private.legal_document_in_force(p_kind, p_program_id, 'en'))
$$;
revoke all on function private.legal_document_in_force_or_english(text, uuid, text) from public;

-- The waiver a registration in this program agrees to: the program's own one
-- when one is in force, otherwise the standard waiver.
create or replace function private.waiver_in_force(p_program_id uuid, p_language text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    case when p_program_id is not null
      then private.legal_document_in_force_or_english('program_waiver', p_program_id, p_language) end,
    private.legal_document_in_force_or_english('waiver', null, p_language))
$$;
revoke all on function private.waiver_in_force(uuid, text) from public;

-- A readable version string of a document, as the old *_version columns held:
-- 'waiver-v2-fr', 'program-waiver-v1-en'.
create or replace function private.legal_document_label(p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select replace(d.kind, '_', '-') || '-v' || d.version || '-' || d.language
  from public.legal_documents d where d.id = p_id
$$;
revoke all on function private.legal_document_label(uuid) from public;

-- What a registration in this program agrees to now, in this language ('en'
-- or 'fr'; anything else reads as 'en'), falling back to English per document:
-- { waiver, media_consent, concussion_awareness }, each { id, kind, language,
-- version, title, body } or null when nothing is published. Public (the texts
-- are shown before signing in); the registration screen reads the texts with
-- it and sends back the ids it showed. A null program: the standard texts.
create or replace function public.consent_documents_in_force(p_program_id uuid, p_language text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lang text := case when p_language = 'fr' then 'fr' else 'en' end;
begin
  if p_program_id is not null and not exists (select 1 from public.programs p where p.id = p_program_id) then
    raise exception 'Program not found' using errcode = 'P0002', hint = 'program_not_found';
  end if;
  return (
    select jsonb_build_object(
      'waiver', (select private.legal_document_json(private.waiver_in_force(p_program_id, v_lang))),
      'media_consent',
        (select private.legal_document_json(private.legal_document_in_force_or_english('media_consent', null, v_lang))),
      'concussion_awareness', (select private.legal_document_json(
        private.legal_document_in_force_or_english('concussion_awareness', null, v_lang)))));
end;
$$;

-- One published document as JSON (null for a null id).
create or replace function private.legal_document_json(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', d.id, 'kind', d.kind, 'language', d.language, 'version', d.version,
                            'title', d.title, 'body', d.body)
  from public.legal_documents d where d.id = p_id and d.published_at is not null
$$;
revoke all on function private.legal_document_json(uuid) from public;

revoke all on function public.consent_documents_in_force(uuid, text) from public;
grant execute on function public.consent_documents_in_force(uuid, text) to anon, authenticated, service_role;

-- =====================================================================
-- Existing registrations point at the text they agreed to
-- =====================================================================

-- Where a registration recorded a version string of the former texts, it now
-- points at that text: the standard v1 in its language (the former code files
-- were bilingual), or the program's waiver v1 when the string was the hash of
-- the program's custom text. Unknown strings are left without a document.
update public.registrations r
set waiver_document_id = case
      when r.waiver_version = 'waiver-2026-11-v1'
        then private.legal_document_in_force('waiver', null, case when r.language = 'fr' then 'fr' else 'en' end)
      when r.waiver_version like 'custom-sha256-%'
           and r.waiver_version = private.custom_waiver_version(p.custom_waiver_text)
        then (select d.id from public.legal_documents d
              where d.kind = 'program_waiver' and d.program_id = r.program_id and d.version = 1 and d.language = 'en')
    end,
    media_consent_document_id = case when r.media_consent_version = 'media-release-2026-11-v1'
      then private.legal_document_in_force('media_consent', null, case when r.language = 'fr' then 'fr' else 'en' end)
    end,
    concussion_document_id = case when r.concussion_version = 'concussion-awareness-2026-11-v1'
      then private.legal_document_in_force('concussion_awareness', null,
                                           case when r.language = 'fr' then 'fr' else 'en' end)
    end
from public.programs p
where p.id = r.program_id
  and (r.waiver_version in ('waiver-2026-11-v1') or r.waiver_version like 'custom-sha256-%'
       or r.media_consent_version = 'media-release-2026-11-v1'
       or r.concussion_version = 'concussion-awareness-2026-11-v1');

update public.registrations r
set consent_language = case when exists (
      select 1 from public.legal_documents d
      where d.id in (r.waiver_document_id, r.media_consent_document_id, r.concussion_document_id)
        and d.language = 'en') then 'en' else 'fr' end
where num_nonnulls(r.waiver_document_id, r.media_consent_document_id, r.concussion_document_id) > 0;

-- =====================================================================
-- The former version strings and the custom waiver column go
-- =====================================================================

drop function public.consent_versions_in_force(uuid);
drop function private.legal_version(text);
drop function private.custom_waiver_version(text);
alter table public.programs drop column custom_waiver_text;

-- =====================================================================
-- Stamping at insert
-- =====================================================================

-- A document id sent in create_registrations' consents: a uuid, null when
-- absent, and the nil uuid for anything else (never in force: a garbled id is
-- refused as outdated, not taken as "none sent").
create or replace function private.consent_document_arg(p_value jsonb)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_value is null or jsonb_typeof(p_value) = 'null' or p_value = '""'::jsonb then null
    when jsonb_typeof(p_value) = 'string'
         and (p_value #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (p_value #>> '{}')::uuid
    else '00000000-0000-0000-0000-000000000000'::uuid
  end
$$;
revoke all on function private.consent_document_arg(jsonb) from public;

-- As 20261125000200, but the consent evidence is the legal documents: for
-- every caller the three document ids and consent_language are stamped from
-- the documents in force in the registration's language (English fallback),
-- and the *_version strings from those documents. A browser's ids (through
-- create_registrations) must be those in force (consent_version_outdated).
-- The server (fulfilment of a paid checkout) passes the ids the checkout
-- stored, kept when they are published documents of the right kind.
create or replace function private.registration_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_today date := private.toronto_today();
  v_program public.programs;
  v_tier public.program_price_tiers;
  v_code public.financial_assistance_codes;
  v_guardian public.user_profiles;
  v_lang text;
  v_waiver uuid;
  v_media uuid;
  v_concussion uuid;
  v_price integer;
  v_active boolean;
begin
  if not v_server then
    new.status := 'pending';
    new.user_id := auth.uid();
    new.registration_date := now();
    new.stripe_session_id := null;
    new.payment_intent_id := null;
    new.checkout_session_id := null;
    new.refund_amount := null;
    new.refund_reason := null;
    new.refunded_at := null;
    new.participant_removed_at := null;
    new.removed_participant_name := null;
    if not (private.owns_participant(new.participant_id) or private.owns_volunteer(new.volunteer_id)
            or private.is_admin()) then
      raise exception 'You do not have permission to register this person'
        using errcode = '42501', hint = 'not_owner';
    end if;
  end if;
  v_active := new.status in ('pending', 'approved');

  -- The program row is locked so capacity counts cannot race.
  select * into v_program from public.programs where id = new.program_id for update;
  if not found then
    raise exception 'Program not found' using errcode = '23503', hint = 'program_not_found';
  end if;
  if not v_server and (not v_program.is_active or v_program.end_date < v_today) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  if new.status <> 'draft' then
    if not new.waiver_agreed then
      raise exception 'Please accept the waiver agreement' using errcode = '23514', hint = 'waiver_required';
    elsif not new.media_consent_agreed then
      raise exception 'Please accept the media consent agreement' using errcode = '23514', hint = 'media_consent_required';
    elsif not new.concussion_awareness_agreed then
      raise exception 'Please acknowledge concussion awareness' using errcode = '23514', hint = 'concussion_required';
    end if;
  end if;

  -- Consent evidence: the database's clock, and the documents in force in the
  -- registration's language (English where that language has none).
  v_lang := case when new.language = 'fr' then 'fr' else 'en' end;
  v_waiver := private.waiver_in_force(new.program_id, v_lang);
  v_media := private.legal_document_in_force_or_english('media_consent', null, v_lang);
  v_concussion := private.legal_document_in_force_or_english('concussion_awareness', null, v_lang);
  if v_server then
    new.waiver_agreed_at := case when new.waiver_agreed then least(coalesce(new.waiver_agreed_at, now()), now()) end;
    new.media_consent_agreed_at :=
      case when new.media_consent_agreed then least(coalesce(new.media_consent_agreed_at, now()), now()) end;
    new.concussion_awareness_agreed_at :=
      case when new.concussion_awareness_agreed then least(coalesce(new.concussion_awareness_agreed_at, now()), now()) end;
    -- The documents the checkout stored when the family accepted (it checked
    -- them then), provided they are published texts of the right kind (and
    -- of this program for its own waiver); else those in force.
    if exists (select 1 from public.legal_documents d
               where d.id = new.waiver_document_id and d.published_at is not null
                 and ((d.kind = 'waiver' and d.program_id is null)
                      or (d.kind = 'program_waiver' and d.program_id = new.program_id))) then
      v_waiver := new.waiver_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.media_consent_document_id and d.published_at is not null
                 and d.kind = 'media_consent') then
      v_media := new.media_consent_document_id;
    end if;
    if exists (select 1 from public.legal_documents d
               where d.id = new.concussion_document_id and d.published_at is not null
                 and d.kind = 'concussion_awareness') then
      v_concussion := new.concussion_document_id;
    end if;
  else
    new.waiver_agreed_at := case when new.waiver_agreed then now() end;
    new.media_consent_agreed_at := case when new.media_consent_agreed then now() end;
    new.concussion_awareness_agreed_at := case when new.concussion_awareness_agreed then now() end;
    -- A document the family was shown (create_registrations passes the ids
    -- the browser sent) must be the one in force: otherwise they agreed to a
    -- text that is no longer the one recorded.
    if (new.waiver_agreed and new.waiver_document_id is not null and new.waiver_document_id is distinct from v_waiver)
       or (new.media_consent_agreed and new.media_consent_document_id is not null
           and new.media_consent_document_id is distinct from v_media)
       or (new.concussion_awareness_agreed and new.concussion_document_id is not null
           and new.concussion_document_id is distinct from v_concussion) then
      raise exception 'An agreement has changed since it was read: please read it again'
        using errcode = '23514', hint = 'consent_version_outdated';
    end if;
  end if;
  new.waiver_document_id := case when new.waiver_agreed then v_waiver end;
  new.media_consent_document_id := case when new.media_consent_agreed then v_media end;
  new.concussion_document_id := case when new.concussion_awareness_agreed then v_concussion end;
  -- The former version strings, readable, from the documents (never the browser's).
  new.waiver_version := private.legal_document_label(new.waiver_document_id);
  new.media_consent_version := private.legal_document_label(new.media_consent_document_id);
  new.concussion_version := private.legal_document_label(new.concussion_document_id);
  -- French only when every document recorded is French.
  new.consent_language := case
    when num_nonnulls(new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id) = 0 then null
    when exists (select 1 from public.legal_documents d
                 where d.id in (new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id)
                   and d.language = 'en') then 'en'
    else 'fr' end;

  -- Guardian shown on admin screens comes from the participant, not the client.
  if new.participant_id is not null then
    select u.* into v_guardian
    from public.participants p join public.user_profiles u on u.id = p.parent_guardian_id
    where p.id = new.participant_id;
    new.parent_guardian_id := v_guardian.id;
    new.parent_guardian_name := nullif(trim(concat_ws(' ', v_guardian.first_name, v_guardian.last_name)), '');
    if v_active and v_program.max_participants is not null and (
      select count(*) from public.registrations r
      where r.program_id = new.program_id and r.participant_id is not null
        and r.status in ('pending', 'approved')
    ) >= v_program.max_participants then
      raise exception 'This program is full' using hint = 'program_full';
    end if;
  end if;

  if new.volunteer_id is not null then
    -- Volunteers register free, with no tier or code (spec 2 section 9).
    new.price_tier_id := null;
    new.financial_assistance_code_id := null;
  else
    if new.price_tier_id is null then
      -- The program price applies only to a program without tiers (point 1).
      if exists (select 1 from public.program_price_tiers t where t.program_id = new.program_id) then
        raise exception 'Please select a price option' using errcode = '23514', hint = 'price_option_required';
      end if;
    else
      select * into v_tier from public.program_price_tiers where id = new.price_tier_id for update;
      if not found or v_tier.program_id <> new.program_id then
        raise exception 'Invalid price option' using errcode = '23503', hint = 'invalid_price_tier';
      end if;
      if not v_server and ((v_tier.available_from is not null and v_tier.available_from > v_today)
                           or (v_tier.available_until is not null and v_tier.available_until < v_today)) then
        raise exception 'This price option is not available today' using hint = 'price_tier_unavailable';
      end if;
      if v_active then
        if v_tier.max_spots is not null and v_tier.spots_taken >= v_tier.max_spots then
          raise exception 'This price option is sold out' using hint = 'price_tier_sold_out';
        end if;
        update public.program_price_tiers set spots_taken = spots_taken + 1 where id = v_tier.id;
      end if;
    end if;
    if new.financial_assistance_code_id is not null then
      select * into v_code from public.financial_assistance_codes
      where id = new.financial_assistance_code_id for update;
      if not found or v_code.program_id <> new.program_id or not v_code.is_active
         or (not v_server and not v_program.financial_assistance_enabled) then
        raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
      end if;
      if v_active then
        if v_code.max_uses is not null and v_code.current_uses >= v_code.max_uses then
          raise exception 'This assistance code has reached its maximum usage limit'
            using hint = 'assistance_code_exhausted';
        end if;
        update public.financial_assistance_codes set current_uses = current_uses + 1 where id = v_code.id;
      end if;
    end if;
  end if;
  -- Unset tier or code rows read as null prices: the rule falls back to the next price.
  v_price := private.registration_price(v_program.price, v_tier.price, v_code.price, new.volunteer_id is not null);
  new.financial_assistance_applied := new.financial_assistance_code_id is not null;

  if not v_server then
    if v_price > 0 then
      raise exception 'Payment is required: paid registrations are created by the checkout'
        using hint = 'payment_required';
    end if;
    new.amount_paid := 0;
  end if;
  return new;
end;
$$;

-- As 20261125000200 (same arguments and result), but the consents carry the
-- ids of the documents shown (waiver_document_id, media_consent_document_id,
-- concussion_document_id) instead of version strings, which are ignored: the
-- trigger above checks and stamps the documents.
create or replace function public.create_registrations(
  p_program_id uuid,
  p_items jsonb,
  p_answers jsonb default '{}'::jsonb,
  p_consents jsonb default '{}'::jsonb,
  p_payment jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_server boolean := private.is_server_caller();
  v_user uuid;
  v_status text := 'pending';
  v_item jsonb;
  v_participant uuid;
  v_volunteer uuid;
  v_code_text text;
  v_code_id uuid;
  v_codes jsonb := '{}'::jsonb;
  v_reg public.registrations;
  v_question record;
  v_answer record;
  v_value text;
  v_out jsonb := '[]'::jsonb;
  c jsonb := coalesce(p_consents, '{}'::jsonb);
begin
  if v_server then
    v_user := nullif(p_payment ->> 'user_id', '')::uuid;
    v_status := coalesce(p_payment ->> 'status', 'approved');
    if v_user is null or v_status not in ('pending', 'approved') then
      raise exception 'p_payment.user_id and a pending/approved status are required' using errcode = '22023';
    end if;
  else
    v_user := auth.uid();
    if v_user is null then
      raise exception 'No active session found' using errcode = '42501', hint = 'not_signed_in';
    end if;
    if p_payment is not null then
      raise exception 'Only the server records payments' using errcode = '42501', hint = 'server_only';
    end if;
    perform private.assert_active_account();
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'Please select at least one participant' using errcode = '22023', hint = 'no_participants';
  end if;
  if jsonb_typeof(coalesce(p_answers, '{}'::jsonb)) <> 'object' or jsonb_typeof(c) <> 'object' then
    raise exception 'Invalid registration data' using errcode = '22023', hint = 'invalid_payload';
  end if;
  if not exists (select 1 from public.programs p where p.id = p_program_id
                 and p.is_active and p.end_date >= private.toronto_today()) then
    raise exception 'Registration is closed for this program' using hint = 'program_closed';
  end if;

  -- Codes by their text, all of them before any write (point 3).
  for v_item in select value from jsonb_array_elements(p_items) loop
    v_code_text := upper(trim(coalesce(v_item ->> 'assistance_code', '')));
    if v_code_text <> '' and nullif(v_item ->> 'participant_id', '') is not null and not (v_codes ? v_code_text) then
      if not v_server then
        perform private.assert_code_attempts_left(v_user);
      end if;
      select f.id into v_code_id from public.financial_assistance_codes f
      join public.programs p on p.id = f.program_id
      where f.program_id = p_program_id and f.code = v_code_text
        and (v_server or (f.is_active and p.financial_assistance_enabled));
      if v_code_id is null then
        if v_server then
          raise exception 'Invalid assistance code' using errcode = '23503', hint = 'invalid_assistance_code';
        end if;
        perform private.record_code_failure(v_user, p_program_id);
        return jsonb_build_object('error', jsonb_build_object(
          'hint', 'invalid_assistance_code', 'message', 'Invalid assistance code'));
      end if;
      v_codes := v_codes || jsonb_build_object(v_code_text, v_code_id);
    end if;
  end loop;

  for v_question in
    select q.id, q.question_text from public.registration_questions q
    where q.program_id = p_program_id and q.is_active and q.required order by q.display_order
  loop
    if private.answer_text(coalesce(p_answers, '{}'::jsonb) -> v_question.id::text) is null then
      raise exception 'Please answer: %', v_question.question_text using errcode = '22023', hint = 'question_required';
    end if;
  end loop;

  for v_item in select value from jsonb_array_elements(p_items) loop
    v_participant := nullif(v_item ->> 'participant_id', '')::uuid;
    v_volunteer := null;
    if v_participant is not null then
      if not exists (select 1 from public.participants p where p.id = v_participant
                     and (p.user_id = v_user or p.parent_guardian_id = v_user)) then
        raise exception 'You do not have permission to register this participant'
          using errcode = '42501', hint = 'not_owner';
      end if;
    elsif coalesce((v_item ->> 'volunteer')::boolean, false) or v_item ? 'volunteer_id' then
      select v.id into v_volunteer from public.volunteer_profiles v where v.user_id = v_user;
      if v_volunteer is null then
        raise exception 'Please complete your volunteer profile first' using hint = 'volunteer_profile_missing';
      end if;
    else
      raise exception 'Each item needs a participant_id or volunteer: true' using errcode = '22023';
    end if;

    v_code_id := case when v_volunteer is null
      then (v_codes ->> upper(trim(coalesce(v_item ->> 'assistance_code', ''))))::uuid end;

    insert into public.registrations (
      participant_id, volunteer_id, program_id, price_tier_id, user_id, status,
      financial_assistance_code_id, amount_paid, checkout_session_id, stripe_session_id, payment_intent_id,
      waiver_agreed, waiver_agreed_at, media_consent_agreed, media_consent_agreed_at,
      concussion_awareness_agreed, concussion_awareness_agreed_at,
      waiver_document_id, media_consent_document_id, concussion_document_id, language, notes)
    values (
      v_participant, v_volunteer, p_program_id, nullif(v_item ->> 'price_tier_id', '')::uuid, v_user, v_status,
      v_code_id,
      coalesce((p_payment -> 'amounts' ->> v_participant::text)::integer, 0),
      nullif(p_payment ->> 'checkout_session_id', '')::uuid,
      p_payment ->> 'stripe_session_id', p_payment ->> 'payment_intent_id',
      coalesce((c ->> 'waiver_agreed')::boolean, false),
      case when v_server then (c ->> 'waiver_agreed_at')::timestamptz end,
      coalesce((c ->> 'media_consent_agreed')::boolean, false),
      case when v_server then (c ->> 'media_consent_agreed_at')::timestamptz end,
      coalesce((c ->> 'concussion_awareness_agreed')::boolean, false),
      case when v_server then (c ->> 'concussion_awareness_agreed_at')::timestamptz end,
      private.consent_document_arg(c -> 'waiver_document_id'), private.consent_document_arg(c -> 'media_consent_document_id'),
      private.consent_document_arg(c -> 'concussion_document_id'),
      case when c ->> 'language' in ('en', 'fr') then c ->> 'language' else 'en' end,
      c -> 'notes')
    returning * into v_reg;

    for v_answer in select key, value from jsonb_each(coalesce(p_answers, '{}'::jsonb)) loop
      v_value := private.answer_text(v_answer.value);
      if v_value is not null and exists (
        select 1 from public.registration_questions q
        where q.id::text = v_answer.key and q.program_id = p_program_id
      ) then
        insert into public.registration_responses (registration_id, question_id, response_value)
        values (v_reg.id, v_answer.key::uuid, v_value)
        on conflict (registration_id, question_id) do update set response_value = excluded.response_value;
      end if;
    end loop;

    v_out := v_out || jsonb_build_array(jsonb_build_object(
      'id', v_reg.id, 'participant_id', v_reg.participant_id, 'volunteer_id', v_reg.volunteer_id,
      'status', v_reg.status, 'amount_paid', v_reg.amount_paid));
  end loop;
  return v_out;
end;
$$;

-- =====================================================================
-- Evidence never changes
-- =====================================================================

-- What was agreed to, when and in which language is written once, at insert
-- (above), and changed by nobody afterwards: not a family (RLS already lets
-- only admins update registrations), not an administrator, not a function.
create or replace function private.guard_consent_evidence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.waiver_agreed, new.waiver_agreed_at, new.media_consent_agreed, new.media_consent_agreed_at,
      new.concussion_awareness_agreed, new.concussion_awareness_agreed_at,
      new.waiver_version, new.media_consent_version, new.concussion_version,
      new.waiver_document_id, new.media_consent_document_id, new.concussion_document_id, new.consent_language)
     is distinct from
     (old.waiver_agreed, old.waiver_agreed_at, old.media_consent_agreed, old.media_consent_agreed_at,
      old.concussion_awareness_agreed, old.concussion_awareness_agreed_at,
      old.waiver_version, old.media_consent_version, old.concussion_version,
      old.waiver_document_id, old.media_consent_document_id, old.concussion_document_id, old.consent_language) then
    raise exception 'What was agreed to cannot be changed after registration'
      using errcode = '42501', hint = 'consent_evidence_immutable';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_consent_evidence() from public;

create trigger registrations_guard_consent_evidence
  before update on public.registrations
  for each row execute function private.guard_consent_evidence();
