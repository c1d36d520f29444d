-- supabase/schemas (the current schema; supabase/README.md): concussion, part 5 of 6.

-- Hand-written (supabase/README.md): reference rows. A differ compares structure, not rows, so a change to
-- these texts is a new version published through publish_legal_document, or a migration written by hand.

-- =====================================================================
-- The Concussion Code of Conduct, version 1
-- =====================================================================
do $publish$
begin
perform set_config('app.publishing_legal_document', 'on', true);

insert into public.legal_documents (kind, language, title, body, version, published_at)
select v.kind, v.language, v.title, v.body, 1, now()
from (values
  ('concussion_code_of_conduct', 'en', $doc$Concussion Code of Conduct$doc$,
$doc$## Why this code exists

Ontario’s Rowan’s Law asks every amateur sport organisation to have a Concussion Code of Conduct. Canadian Blind Hockey (“the organisation”) asks athletes, parents and guardians of athletes under 18, coaches and team trainers to read it and to acknowledge it every year, before taking part.

## Everyone commits to

- Take concussions seriously and put health ahead of winning.
- Know the signs of a concussion, as described in the concussion awareness resources, and review those resources every year.
- Respect the rules of the game that protect the head, and the officials who apply them.
- Never tell, pressure or encourage anyone to hide a possible concussion or to keep playing with one.
- Respect the privacy of anyone with a suspected or diagnosed concussion.

## Athletes commit to

- Play fairly and never make contact with another player’s head on purpose.
- Wear the required equipment, including a properly fitted, certified helmet with a full face mask.
- Tell a coach, trainer or parent right away if they think they have a concussion, or if they think a teammate has one.
- Stop playing when removed from sport, and return only by following the return-to-sport steps with medical clearance.
- Be honest about their symptoms with coaches, trainers, parents and health professionals.

## Parents and guardians of athletes under 18 commit to

- Help their child understand the signs of a concussion and why they must be reported.
- Tell the coach if they think their child may have a concussion, whether it happened at hockey or elsewhere.
- Make sure their child sees a physician or nurse practitioner after a suspected concussion.
- Support the return-to-sport steps and share the medical clearance with the organisation.

## Coaches and team trainers commit to

- Teach and model safe play, and the skills that reduce the risk of head injury.
- Remove from sport right away any athlete suspected of having a concussion, even without clear signs, and never let them return the same day.
- Tell the athlete, or the parent or guardian of an athlete under 18, about the removal and the need for a medical assessment, and record the removal with the organisation.
- Let an athlete return only after the organisation has recorded a medical clearance.
- Keep what they learn about an athlete’s health confidential.

## Athletes with a visual impairment

Some signs of a concussion can look like, or hide behind, the effects of a visual impairment: changes in remaining vision, in balance, or in how a player follows the sound of the puck. When in doubt, remove the athlete from sport and ask for a medical assessment.

## If this code is not followed

The organisation may speak with the person concerned, ask them to take the awareness resources again, or limit or end their participation, as its safe sport policies allow.

## Acknowledgment

By ticking the box, I confirm that I have read this Concussion Code of Conduct and agree to follow it. This acknowledgment is valid for 12 months.$doc$),
  ('concussion_code_of_conduct', 'fr', $doc$Code de conduite en matière de commotions cérébrales$doc$,
$doc$## Pourquoi ce code

La Loi Rowan de l’Ontario demande à chaque organisme de sport amateur d’avoir un code de conduite en matière de commotions cérébrales. Canadian Blind Hockey (« l’organisme ») demande aux athlètes, aux parents et tuteurs des athlètes de moins de 18 ans, aux entraîneurs et aux soigneurs de le lire et d’en prendre acte chaque année, avant de participer.

## Tout le monde s’engage à

- Prendre les commotions au sérieux et faire passer la santé avant la victoire.
- Connaître les signes d’une commotion, décrits dans les ressources de sensibilisation, et revoir ces ressources chaque année.
- Respecter les règles du jeu qui protègent la tête, et les officiels qui les appliquent.
- Ne jamais dire à quelqu’un, ni le pousser ou l’encourager, de cacher une commotion possible ou de continuer à jouer avec une commotion.
- Respecter la vie privée de toute personne qui a une commotion soupçonnée ou diagnostiquée.

## Les athlètes s’engagent à

- Jouer franc jeu et ne jamais toucher volontairement la tête d’un autre joueur.
- Porter l’équipement exigé, dont un casque homologué, bien ajusté, avec grille complète.
- Prévenir tout de suite un entraîneur, un soigneur ou un parent s’ils croient avoir une commotion, ou si un coéquipier semble en avoir une.
- Arrêter de jouer quand ils sont retirés du sport, et ne revenir qu’en suivant les étapes du retour au sport, avec une autorisation médicale.
- Décrire honnêtement leurs symptômes aux entraîneurs, aux soigneurs, aux parents et aux professionnels de la santé.

## Les parents et tuteurs des athlètes de moins de 18 ans s’engagent à

- Aider leur enfant à comprendre les signes d’une commotion et pourquoi il faut les signaler.
- Prévenir l’entraîneur s’ils croient que leur enfant a peut-être une commotion, qu’elle soit survenue au hockey ou ailleurs.
- Veiller à ce que leur enfant consulte un médecin ou une infirmière praticienne après une commotion soupçonnée.
- Soutenir les étapes du retour au sport et transmettre l’autorisation médicale à l’organisme.

## Les entraîneurs et les soigneurs s’engagent à

- Enseigner le jeu sécuritaire et en donner l’exemple, ainsi que les habiletés qui réduisent le risque de blessure à la tête.
- Retirer du sport sur-le-champ tout athlète soupçonné d’avoir une commotion, même sans signe évident, et ne jamais le laisser revenir la même journée.
- Informer l’athlète, ou le parent ou tuteur d’un athlète de moins de 18 ans, du retrait et de la nécessité d’une évaluation médicale, et consigner le retrait auprès de l’organisme.
- Ne laisser un athlète revenir au jeu qu’une fois l’autorisation médicale consignée par l’organisme.
- Garder confidentiel ce qu’ils apprennent sur la santé d’un athlète.

## Les athlètes ayant une déficience visuelle

Certains signes de commotion peuvent ressembler aux effets d’une déficience visuelle, ou se cacher derrière eux : changements de la vision résiduelle, de l’équilibre ou de la façon de suivre la rondelle au son. En cas de doute, retirez l’athlète du sport et demandez une évaluation médicale.

## Si ce code n’est pas respecté

L’organisme peut discuter avec la personne concernée, lui demander de revoir les ressources de sensibilisation, ou limiter ou mettre fin à sa participation, comme le permettent ses politiques de sport sécuritaire.

## Prise de connaissance

En cochant la case, je confirme avoir lu ce code de conduite en matière de commotions cérébrales et m’engage à le respecter. Cette prise de connaissance est valide 12 mois.$doc$)
) as v(kind, language, title, body)
where not exists (select 1 from public.legal_documents d
                  where d.kind = 'concussion_code_of_conduct' and d.published_at is not null);

perform set_config('app.publishing_legal_document', 'off', true);
end;
$publish$;

-- 20261128300000_accessibility_feedback.sql
