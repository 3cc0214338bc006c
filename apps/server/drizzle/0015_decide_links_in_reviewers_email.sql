-- Reserved for issue 28 (0015_decide_links_in_reviewers_email); filled by the work that needs it. Until then it changes nothing.
SELECT 1;
