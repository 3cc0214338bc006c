-- Reserved for issue 28 (0014_review_reminder_default_trigger); filled by the work that needs it. Until then it changes nothing.
SELECT 1;
