-- accessibility_feedback.message (20261128300000) is bounded by a check on its
-- trimmed length; the plain length check every other free-text column has (the
-- text-limits test finds unbounded columns by it) is added too. Same limit.
alter table public.accessibility_feedback
  add constraint accessibility_feedback_message_max check (char_length(message) <= 4000);
