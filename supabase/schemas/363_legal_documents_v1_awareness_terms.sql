-- supabase/schemas (the current schema; supabase/README.md): legal documents, part 4 of 5.

-- Hand-written (supabase/README.md): reference rows. A differ compares structure, not rows, so a change to
-- these texts is a new version published through publish_legal_document, or a migration written by hand.


-- The concussion awareness acknowledgment and the terms of use, English and French.
do $publish$
begin
perform set_config('app.publishing_legal_document', 'on', true);

insert into public.legal_documents (kind, language, title, body, version, published_at)
select v.kind, v.language, v.title, v.body, 1, now()
from (values
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

Ces conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Pour toute question, écrivez à l’organisme à l’adresse de contact indiquée sur le site.$doc$)
) as v(kind, language, title, body);

perform set_config('app.publishing_legal_document', 'off', true);
end;
$publish$;
