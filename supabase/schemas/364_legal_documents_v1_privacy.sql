-- supabase/schemas (the current schema; supabase/README.md): legal documents, part 5 of 5.

-- Hand-written (supabase/README.md): reference rows. A differ compares structure, not rows, so a change to
-- these texts is a new version published through publish_legal_document, or a migration written by hand.


-- The privacy policy, English and French.
do $publish$
begin
perform set_config('app.publishing_legal_document', 'on', true);

insert into public.legal_documents (kind, language, title, body, version, published_at)
select v.kind, v.language, v.title, v.body, 1, now()
from (values
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

perform set_config('app.publishing_legal_document', 'off', true);
end;
$publish$;
