// Placeholder (issue 25 point 2): who in the organisation viewed this participant's medical or emergency
// information, on the family's /participants page. Its owner replaces it.
export function ParticipantAccessLog(_props: { participantId: string; name: string }) {
  return null;
}
